import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';

export type LoginInput = { email: string; password: string };

/** api.md call 2: the backend sets the session cookie on code 200. */
export function login(input: LoginInput, lang: Language) {
  return apiRequest('/api/v1/auth/login', { lang, method: 'POST', body: input, credentials: true });
}

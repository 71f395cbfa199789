import type { Language } from '@/config/languages';
import { apiRequest } from './client';

/** api.md call 3: ends the session on the server; the answer is not used. */
export function logout(lang: Language) {
  return apiRequest('/api/v1/auth/logout', { lang, credentials: true });
}

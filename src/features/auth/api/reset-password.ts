import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';

export type ResetPasswordInput = { token: string; password: string; passwordConfirm: string };

/** api.md call 9: the token from the e-mailed link goes to the API and nowhere else. */
export function resetPassword(input: ResetPasswordInput, lang: Language) {
  return apiRequest('/api/v1/auth/reset-password', { lang, method: 'POST', body: input });
}

import { apiRequest } from '@/lib/api/client';

export type ResetPasswordInput = { token: string; password: string; passwordConfirm: string };

/** api.md call 9: the token from the e-mailed link goes to the API and nowhere else. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/api/v1/auth/reset-password', { method: 'POST', body: input });
}

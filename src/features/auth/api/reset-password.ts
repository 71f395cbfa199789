import { object, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';
import { passwordRules } from '@/lib/validation';

export const resetPasswordSchema = object(passwordRules({ required: true }));

export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;

/** api.md call 9: the token from the e-mailed link goes to the API and nowhere else. */
export function resetPassword(token: string, values: ResetPasswordInput, lang: Language) {
  return apiRequest('/api/v1/auth/reset-password', {
    lang,
    method: 'POST',
    body: { token, ...resetPasswordSchema.cast(values, { stripUnknown: true }) },
  });
}

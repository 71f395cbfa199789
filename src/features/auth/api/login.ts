import { object, string, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';
import { emailRule } from '@/lib/validation';

export const loginSchema = object({
  email: emailRule(),
  // Only required: whether it is right is the API's answer, not a rule to leak here.
  password: string().default('').required('validation.required'),
});

export type LoginInput = InferType<typeof loginSchema>;

/** api.md call 2. */
export function login(values: LoginInput, lang: Language) {
  return apiRequest('/api/v1/auth/login', {
    lang,
    method: 'POST',
    body: loginSchema.cast(values, { stripUnknown: true }),
    credentials: true,
  });
}

import { object, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';
import {
  emailRule,
  maxLengths,
  optionalText,
  passwordRules,
  phoneRule,
  requiredText,
} from '@/lib/validation';

export const registerSchema = object({
  email: emailRule(),
  ...passwordRules({ required: true }),
  name: requiredText(maxLengths.name),
  position: optionalText(maxLengths.position),
  phone: phoneRule(),
});

export type RegisterInput = InferType<typeof registerSchema>;

/** api.md call 4: only sent once both agreements were given. */
export function register(values: RegisterInput, lang: Language) {
  return apiRequest('/api/v1/user', {
    lang,
    method: 'POST',
    body: {
      ...registerSchema.cast(values, { stripUnknown: true }),
      agreeTerms: true,
      agreePrivacy: true,
    },
    credentials: true,
  });
}

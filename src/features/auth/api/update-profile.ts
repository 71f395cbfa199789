import { object, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';
import { maxLengths, optionalText, passwordRules, phoneRule, requiredText } from '@/lib/validation';

export const profileSchema = object({
  name: requiredText(maxLengths.name),
  position: optionalText(maxLengths.position),
  phone: phoneRule(),
  // Both empty: the password stays as it is.
  ...passwordRules({ required: false }),
});

export type ProfileInput = InferType<typeof profileSchema>;

/** api.md call 5: the password fields are sent only when a new password was typed. */
export function updateProfile(values: ProfileInput, lang: Language) {
  const { password, passwordConfirm, ...fields } = profileSchema.cast(values, {
    stripUnknown: true,
  });
  return apiRequest('/api/v1/user/update', {
    lang,
    method: 'POST',
    body: password ? { ...fields, password, passwordConfirm } : fields,
    credentials: true,
  });
}

import { object, string, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import { apiRequest } from '@/lib/api/client';
import { maxLengths, optionalText, passwordRules, phoneRule, requiredText } from '@/lib/validation';

/**
 * Needed, and sent, only with a new password (ASVS 2.1.6): whoever has a moment at a logged-in
 * browser cannot take the account over. Not trimmed or normalised: it must be what was set.
 */
const currentPassword = string()
  .default('')
  .max(maxLengths.password, 'validation.tooLong')
  .when('password', ([password], schema) =>
    password ? schema.required('validation.currentPasswordRequired') : schema,
  );

export const profileSchema = object({
  name: requiredText(maxLengths.name),
  position: optionalText(maxLengths.position),
  phone: phoneRule(),
  // Both empty: the password stays as it is.
  ...passwordRules({ required: false }),
  currentPassword,
});

export type ProfileInput = InferType<typeof profileSchema>;

/**
 * api.md call 5: the password fields are sent only when a new password was typed; the API then
 * answers 401 when the current password is wrong.
 */
export function updateProfile(values: ProfileInput, lang: Language) {
  const { password, passwordConfirm, currentPassword, ...fields } = profileSchema.cast(values, {
    stripUnknown: true,
  });
  return apiRequest('/api/v1/user/update', {
    lang,
    method: 'POST',
    body: password ? { ...fields, currentPassword, password, passwordConfirm } : fields,
    credentials: true,
  });
}

/** The answer to a new password whose current password was wrong (api.md outcomes). */
export const WRONG_CURRENT_PASSWORD = 401;

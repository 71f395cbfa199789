import { string } from 'yup';
import { hasControlCharacter } from './text';

/**
 * Field rules shared by every form; each API module builds its schema from them. Messages are
 * translation keys of the `forms` namespace, translated when rendered, so a language switch
 * re-translates them with no new validation. The values a message names (`{{max}}`, `{{min}}`)
 * are the field's own limits (`messageValues`). Transforms (trimming, the phone's separators)
 * run in the schema, so what a form sends is the schema's cast of what was typed.
 */
export const MIN_PASSWORD_LENGTH = 6;

export const maxLengths = {
  email: 254,
  password: 128,
  name: 50,
  position: 100,
  phone: 20,
  memo: 2000,
  certificateNumber: 30,
} as const;

/** What a field's messages may name: its own maximum length, and the password minimum. */
export function messageValues(field: string): { max?: number; min: number } {
  return { max: (maxLengths as Record<string, number>)[field], min: MIN_PASSWORD_LENGTH };
}

/** Tabs and line breaks are fine in a memo; no other control character is. */
function text(max: number) {
  return string()
    .default('')
    .trim()
    .max(max, 'validation.tooLong')
    .test(
      'no-control-characters',
      'validation.controlCharacters',
      (value) => !hasControlCharacter(value ?? '', '\n\t\r'),
    );
}

export function requiredText(max: number, message = 'validation.required') {
  return text(max).required(message);
}

export function optionalText(max: number) {
  return text(max);
}

export function emailRule() {
  return requiredText(maxLengths.email).email('validation.email');
}

/** Spaces and hyphens are only for reading; the API gets digits (and a leading +). */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const koreanMobile = /^01[016789]\d{7,8}$/;
const uniqueNumber = /^\d{11}$/;
const international = /^\+\d{8,15}$/;

export function isValidPhone(value: string): boolean {
  const phone = normalizePhone(value);
  return koreanMobile.test(phone) || uniqueNumber.test(phone) || international.test(phone);
}

/** Casts to the digits the API gets; the length and format rules apply to those. */
export function phoneRule() {
  return string()
    .default('')
    .transform((value: string) => normalizePhone(value))
    .required('validation.required')
    .max(maxLengths.phone, 'validation.tooLong')
    .test('phone', 'validation.phone', (value) => !value || isValidPhone(value));
}

/**
 * A password and its confirmation, with the same rules and messages wherever one is chosen:
 * required at registration and reset; at the profile both may stay empty (no change).
 */
export function passwordRules({ required }: { required: boolean }) {
  const password = string()
    .default('')
    .max(maxLengths.password, 'validation.tooLong')
    .test(
      'min',
      'validation.passwordMin',
      (value) => !value || value.length >= MIN_PASSWORD_LENGTH,
    );
  const passwordConfirm = string()
    .default('')
    .test('matches', 'validation.passwordMismatch', function matches(value) {
      return (value ?? '') === ((this.parent as { password?: string }).password ?? '');
    });
  return required
    ? {
        password: password.required('validation.required'),
        passwordConfirm: passwordConfirm.required('validation.required'),
      }
    : { password, passwordConfirm };
}

/**
 * A certificate number as printed: at least one digit; letters and digits, with spaces, hyphens,
 * slashes or dots between them. Numbering differs between issuing years, so nothing stricter.
 */
export function certificateNumberRule() {
  return requiredText(maxLengths.certificateNumber, 'validation.certificateNumberRequired').matches(
    /^(?=.*\p{N})[\p{L}\p{N}]+(?:[ ./-]+[\p{L}\p{N}]+)*$/u,
    {
      message: 'validation.certificateNumber',
      excludeEmptyString: true,
    },
  );
}

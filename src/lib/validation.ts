import { string } from 'yup';

/**
 * Field rules shared by every form. Messages are translation keys of the `forms` namespace,
 * translated when rendered, so a language switch re-translates them with no re-validation.
 * A key may carry values after a `|` (see `validationMessage`).
 */
export const MIN_PASSWORD_LENGTH = 6;

export const maxLengths = {
  email: 254,
  password: 128,
  name: 50,
  position: 100,
  phone: 20,
  memo: 2000,
} as const;

export type ValidationMessage = { key: string; values?: Record<string, unknown> };

/** Encodes a key and its values in the one string Formik can carry as an error. */
function message(key: string, values?: Record<string, unknown>): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

export function validationMessage(error: string): ValidationMessage {
  const [key = error, json] = error.split('|', 2);
  if (!json) return { key };
  try {
    return { key, values: JSON.parse(json) as Record<string, unknown> };
  } catch {
    return { key };
  }
}

const tooLong = (max: number) => message('validation.tooLong', { max });

// NUL and other control characters break back ends and logs; tabs and newlines are fine in a memo.
const hasControlCharacters = (value: string | undefined) =>
  value === undefined ||
  ![...value].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && char !== '\n' && char !== '\t' && char !== '\r') || code === 0x7f;
  });

function text(max: number) {
  return string()
    .max(max, tooLong(max))
    .test('no-control-characters', 'validation.controlCharacters', hasControlCharacters);
}

export function requiredText(max: number) {
  return text(max).trim().required('validation.required');
}

export function optionalText(max: number) {
  return text(max).trim();
}

export function emailRule() {
  return requiredText(maxLengths.email).email('validation.email');
}

export function passwordRule() {
  return string()
    .required('validation.required')
    .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin')
    .max(maxLengths.password, tooLong(maxLengths.password));
}

/** The confirmation must equal the field named `passwordField`. */
export function passwordConfirmRule(passwordField = 'password') {
  return string()
    .required('validation.required')
    .test('matches', 'validation.passwordMismatch', function matches(value) {
      return value === this.parent[passwordField];
    });
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

export function phoneRule() {
  return requiredText(25).test(
    'phone',
    'validation.phone',
    (value) => !value || isValidPhone(value),
  );
}

import { string } from 'yup';
import {
  characterCount,
  hasInvisibleCharacter,
  hasLineBreak,
  normalizeLineBreaks,
  normalizeText,
} from './text';

/**
 * Field rules shared by every form; each API module builds its schema from them. Messages are
 * translation keys of the `forms` namespace, translated when rendered, so a language switch
 * re-translates them with no new validation. The values a message names (`{{max}}`, `{{min}}`)
 * are the field's own limits (`messageValues`). Transforms (trimming, the phone's separators)
 * run in the schema, so what a form sends is the schema's cast of what was typed.
 */
const MIN_PASSWORD_LENGTH = 6;

export const maxLengths = {
  email: 254,
  password: 128,
  name: 50,
  position: 100,
  organisation: 100,
  phone: 20,
  memo: 2000,
  certificateNumber: 30,
} as const;

/** What a field's messages may name: its own maximum length, and the password minimum. */
export function messageValues(field: string): { max?: number; min: number } {
  return { max: (maxLengths as Record<string, number>)[field], min: MIN_PASSWORD_LENGTH };
}

/** The length rule, counted as a person counts (`characterCount`), with the usual message. */
function maxCharacters(max: number) {
  return [
    // Stryker disable next-line StringLiteral: a rule's name only labels its error; no form reads it
    'max-characters',
    'validation.tooLong',
    (value: string) => characterCount(value) <= max,
  ] as const;
}

/**
 * A single-line value (a name, an affiliation, an e-mail address): NFC, trimmed, empty when
 * nothing in it is visible; no line break and no control or format character (bidi overrides,
 * zero-width marks), each refused with a message that says what to fix.
 */
function text(max: number) {
  return string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? normalizeText(value) : value))
    .test(
      // Stryker disable next-line StringLiteral: a rule's name only labels its error; no form reads it
      'single-line',
      'validation.lineBreak',
      (value) => !hasLineBreak(value),
    )
    .test(
      // Stryker disable next-line StringLiteral: a rule's name only labels its error; no form reads it
      'no-invisible-characters',
      'validation.invisibleCharacters',
      (value) => hasLineBreak(value) || !hasInvisibleCharacter(value),
    )
    .test(...maxCharacters(max));
}

export function requiredText(max: number, message = 'validation.required') {
  return text(max).required(message);
}

export function optionalText(max: number) {
  return text(max);
}

/**
 * A memo keeps its line breaks (as `\n`) and tabs; every other control or format character is
 * refused as in a single-line field.
 */
export function optionalMemo(max: number) {
  return string()
    .default('')
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeText(normalizeLineBreaks(value)) : value,
    )
    .test(
      // Stryker disable next-line StringLiteral: a rule's name only labels its error; no form reads it
      'no-invisible-characters',
      'validation.invisibleCharacters',
      (value) => !hasInvisibleCharacter(value, '\n\t'),
    )
    .test(...maxCharacters(max));
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
    .test(...maxCharacters(maxLengths.phone))
    .test(
      // Stryker disable next-line StringLiteral: a rule's name only labels its error; no form reads it
      'phone',
      'validation.phone',
      (value) => !value || isValidPhone(value),
    );
}

/**
 * A password and its confirmation, with the same rules and messages wherever one is chosen:
 * required at registration and reset; at the profile both may stay empty (no change).
 */
export function passwordRules({ required }: { required: boolean }) {
  const password = string()
    .default('')
    .test(...maxCharacters(maxLengths.password))
    .test(
      // Stryker disable next-line StringLiteral: a rule's name only labels its error; no form reads it
      'min',
      'validation.passwordMin',
      (value) => !value || characterCount(value) >= MIN_PASSWORD_LENGTH,
    );
  const passwordConfirm = string()
    .default('')
    .test(
      // Stryker disable next-line StringLiteral: a rule's name only labels its error; no form reads it
      'matches',
      'validation.passwordMismatch',
      function matches(value) {
        return value === ((this.parent as { password?: string }).password ?? '');
      },
    );
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

import { describe, expect, it } from 'vitest';
import { type AnySchema, object, ValidationError } from 'yup';
import { textCases } from '@/testing/fixtures/bad-input';
import {
  certificateNumberRule,
  emailRule,
  isValidPhone,
  maxLengths,
  messageValues,
  normalizePhone,
  optionalMemo,
  optionalText,
  passwordRules,
  phoneRule,
  requiredText,
} from './validation';

/** Every message of a value, as Formik collects them (`abortEarly: false`). */
async function messagesFor(schema: AnySchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('phone rule', () => {
  it.each([
    '010-1234-5678',
    '01012345678',
    '011-234-5678',
    '016 1234 5678',
    '017-123-4567',
    '018-1234-5678',
    '019-123-4567',
    '12345678901',
    '+821012345678',
    '+1 415 555 0100',
    '+12345678',
    '+123456789012345',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));
  it.each([
    '',
    '02-123-4567',
    '015-123-4567',
    '019-12-3456',
    '010-1234-56789',
    '1234567890',
    '123456789012',
    '+1234567',
    '+1234567890123456',
    'abc',
    '010‑1234‑5678',
    // Something around a valid number is not a number.
    '82-010-1234-5678',
    '010-1234-5678 ext. 2',
    'No. 12345678901',
    '12345678901 ext. 2',
    'tel:+821012345678',
    '+821012345678 ext. 2',
  ])('rejects %j', (phone) => expect(isValidPhone(phone)).toBe(false));
  it('strips spaces and hyphens', () =>
    expect(normalizePhone(' 010-1234 5678 ')).toBe('01012345678'));
});

describe('messages', () => {
  it("are plain keys; the values they name are the field's own limits", async () => {
    const schema = object({ name: requiredText(maxLengths.name) });
    await expect(schema.validate({ name: 'x'.repeat(51) })).rejects.toThrow(
      /^validation\.tooLong$/,
    );
    expect(messageValues('name')).toEqual({ max: 50, min: 6 });
    expect(messageValues('phone')).toEqual({ max: 20, min: 6 });
  });

  it.each([true, false])('password rules use the spec keys (required: %s)', async (required) => {
    const schema = object(passwordRules({ required }));
    await expect(schema.validateAt('password', { password: '12345' })).rejects.toThrow(
      'validation.passwordMin',
    );
    await expect(
      schema.validateAt('password', { password: 'x'.repeat(maxLengths.password + 1) }),
    ).rejects.toThrow('validation.tooLong');
    await expect(
      schema.validateAt('passwordConfirm', { password: '123456', passwordConfirm: '123457' }),
    ).rejects.toThrow('validation.passwordMismatch');
    await expect(
      schema.validate({ password: '123456', passwordConfirm: '123456' }),
    ).resolves.toBeTruthy();
  });

  it('requires a password where one must be chosen, and lets both stay empty where not', async () => {
    const required = object(passwordRules({ required: true }));
    for (const field of ['password', 'passwordConfirm']) {
      await expect(
        required.validateAt(field, { password: '', passwordConfirm: '' }),
      ).rejects.toThrow(/^validation\.required$/);
    }
    await expect(
      object(passwordRules({ required: false })).validate({ password: '', passwordConfirm: '' }),
    ).resolves.toBeTruthy();
  });

  it('a phone number, end to end: what the API gets, or the message the visitor sees', async () => {
    await expect(phoneRule().validate('010-1234-5678')).resolves.toBe('01012345678');
    await expect(phoneRule().validate('+82 10 1234 5678')).resolves.toBe('+821012345678');
    await expect(phoneRule().validate('02-123-4567')).rejects.toThrow('validation.phone');
    await expect(object({ phone: phoneRule() }).validate({})).rejects.toThrow(
      'validation.required',
    );
    // Formik collects every message (`abortEarly: false`): a blank field names only what is missing.
    await expect(messagesFor(phoneRule(), ' - ')).resolves.toEqual(['validation.required']);
  });

  it('casts a phone number to what the API gets, then checks that', async () => {
    expect(phoneRule().cast(' 010-1234 5678 ')).toBe('01012345678');
    // 20 digits once the separators are gone: too long, whatever the spaces around them.
    await expect(phoneRule().validate('1234 5678 9012 3456 78901')).rejects.toThrow(
      'validation.tooLong',
    );
  });

  it('whitespace only is empty', async () => {
    await expect(object({ name: requiredText(10) }).validate({ name: '   ' })).rejects.toThrow(
      'validation.required',
    );
  });
});

describe('e-mail rule', () => {
  it('accepts an address, trimmed', async () => {
    await expect(emailRule().validate('  jimin.park@school.example ')).resolves.toBe(
      'jimin.park@school.example',
    );
  });

  it.each([
    ['', 'validation.required'],
    ['jimin.park', 'validation.email'],
    ['jimin park@school.example', 'validation.email'],
    [`${'a'.repeat(245)}@school.example`, 'validation.tooLong'],
  ])('refuses %j with %s', async (email, message) => {
    await expect(messagesFor(emailRule(), email)).resolves.toEqual([message]);
  });
});

describe('certificate number rule', () => {
  it.each([
    'SI3-2025-0147',
    'SI3 - 2025 - 0147',
    'TRIO 2024/15',
    '2019.03.12',
    '12345',
    '가-123',
    'a1',
  ])('accepts %s as printed', async (number) => {
    await expect(certificateNumberRule().validate(` ${number} `)).resolves.toBe(number);
  });

  it.each([
    ['no digit', 'TRIO-ABC'],
    ['a separator first', '-2025-0147'],
    ['a separator last', 'SI3-2025-'],
    ['an underscore', 'SI3_2025'],
    ['a symbol', 'SI3-2025-0147!'],
    ['a hash', '#2025'],
  ])('refuses %s', async (_, number) => {
    await expect(messagesFor(certificateNumberRule(), number)).resolves.toEqual([
      'validation.certificateNumber',
    ]);
  });

  it('asks for the number when none is given, with its own message and only that', async () => {
    await expect(messagesFor(certificateNumberRule(), '  ')).resolves.toEqual([
      'validation.certificateNumberRequired',
    ]);
  });

  it('refuses a number longer than any printed one', async () => {
    await expect(
      messagesFor(certificateNumberRule(), `1${'-0'.repeat(maxLengths.certificateNumber)}`),
    ).resolves.toEqual(['validation.tooLong']);
  });
});

describe('text rules with the bad-input corpus (issue #33)', () => {
  it.each(textCases.map((c) => [c.label, c] as const))('%s', async (_, textCase) => {
    const schema =
      textCase.field === 'name' ? requiredText(maxLengths.name) : optionalMemo(maxLengths.memo);
    if (textCase.sent !== undefined) {
      expect(schema.cast(textCase.input)).toBe(textCase.sent);
      await expect(schema.validate(textCase.input)).resolves.toBe(textCase.sent);
    } else {
      const error = await schema.validate(textCase.input).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors[0]).toBe(textCase.error);
    }
  });

  it('a line break gets the message about line breaks, and only that one', async () => {
    await expect(messagesFor(requiredText(maxLengths.name), 'Kim\nJimin')).resolves.toEqual([
      'validation.lineBreak',
    ]);
  });

  it('a field left out is sent empty', async () => {
    await expect(optionalText(maxLengths.position).validate(undefined)).resolves.toBe('');
    await expect(optionalMemo(maxLengths.memo).validate(undefined)).resolves.toBe('');
    await expect(object(passwordRules({ required: false })).validate({})).resolves.toEqual({
      password: '',
      passwordConfirm: '',
    });
  });

  it('a value the API left null gets a message, never a crash', async () => {
    await expect(requiredText(maxLengths.name).validate(null)).rejects.toThrow(
      'validation.required',
    );
    await expect(optionalMemo(maxLengths.memo).validate(null)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('an optional single-line field of invisible characters only is empty, not an error', async () => {
    await expect(optionalText(maxLengths.position).validate('\u200B \u2060')).resolves.toBe('');
  });

  it('counts a password in characters too', async () => {
    const schema = object(passwordRules({ required: true }));
    // Three emoji are six UTF-16 units but three characters: too short.
    await expect(
      schema.validateAt('password', { password: '🏸🏓🎾', passwordConfirm: '🏸🏓🎾' }),
    ).rejects.toThrow('validation.passwordMin');
    const long = '🏸'.repeat(maxLengths.password);
    await expect(schema.validate({ password: long, passwordConfirm: long })).resolves.toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { object, ValidationError } from 'yup';
import { textCases } from '@/testing/fixtures/bad-input';
import {
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

describe('phone rule', () => {
  it.each([
    '010-1234-5678',
    '01012345678',
    '011-234-5678',
    '016 1234 5678',
    '12345678901',
    '+821012345678',
    '+1 415 555 0100',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));
  it.each([
    '',
    '02-123-4567',
    '015-123-4567',
    '019-12-3456',
    '1234567890',
    '123456789012',
    '+1234567',
    'abc',
    '010‑1234‑5678',
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
    await expect(
      object(passwordRules({ required: true })).validate({ password: '', passwordConfirm: '' }),
    ).rejects.toThrow('validation.required');
    await expect(
      object(passwordRules({ required: false })).validate({ password: '', passwordConfirm: '' }),
    ).resolves.toBeTruthy();
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

describe('text rules with the bad-input corpus (issue #33)', () => {
  const schemas = {
    name: requiredText(maxLengths.name),
    memo: optionalMemo(maxLengths.memo),
  };

  it.each(textCases.map((c) => [c.label, c] as const))('%s', async (_, textCase) => {
    const schema = schemas[textCase.field];
    if (textCase.sent !== undefined) {
      expect(schema.cast(textCase.input)).toBe(textCase.sent);
      await expect(schema.validate(textCase.input)).resolves.toBe(textCase.sent);
    } else {
      const error = await schema.validate(textCase.input).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors[0]).toBe(textCase.error);
    }
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

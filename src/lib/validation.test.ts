import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  isValidPhone,
  maxLengths,
  normalizePhone,
  passwordConfirmRule,
  passwordRule,
  requiredText,
  validationMessage,
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
  it('carries values with the key', async () => {
    const schema = object({ name: requiredText(maxLengths.name) });
    const error = await schema.validate({ name: 'x'.repeat(51) }).catch((e: Error) => e.message);
    expect(validationMessage(String(error))).toEqual({
      key: 'validation.tooLong',
      values: { max: 50 },
    });
    expect(validationMessage('validation.required')).toEqual({ key: 'validation.required' });
  });

  it('password rules use the spec keys', async () => {
    const schema = object({ password: passwordRule(), passwordConfirm: passwordConfirmRule() });
    await expect(schema.validateAt('password', { password: '12345' })).rejects.toThrow(
      'validation.passwordMin',
    );
    await expect(
      schema.validateAt('passwordConfirm', { password: '123456', passwordConfirm: '123457' }),
    ).rejects.toThrow('validation.passwordMismatch');
    await expect(
      schema.validate({ password: '123456', passwordConfirm: '123456' }),
    ).resolves.toBeTruthy();
  });

  it('whitespace only is empty', async () => {
    await expect(object({ name: requiredText(10) }).validate({ name: '   ' })).rejects.toThrow(
      'validation.required',
    );
  });
});

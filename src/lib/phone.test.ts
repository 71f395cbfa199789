import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';
import { isValidPhone, phoneRule } from './validation';

describe('formatPhone', () => {
  it.each([
    ['01023450000', '010-2345-0000'],
    ['010 2345 0000', '010-2345-0000'],
    ['010-2345-0000', '010-2345-0000'],
    ['0111234567', '011-123-4567'],
    ['01712345678', '017-1234-5678'],
    ['0269523710', '02-6952-3710'],
    ['021234567', '02-123-4567'],
    ['0311234567', '031-123-4567'],
    ['05112345678', '051-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['15881234', '1588-1234'],
  ])('%s → %s', (raw, formatted) => expect(formatPhone(raw)).toBe(formatted));

  it.each([
    ['+821012345678'],
    ['12345678901'],
    ['0101234'],
    ['0212345678901'],
    ['not a number'],
    // A letter typed for a digit, inside or at the end.
    ['010 234S 0000'],
    ['010 2345 000O'],
    // A representative number with a digit too many, or one in front.
    ['158812345'],
    ['215881234'],
  ])('leaves %s as it came', (raw) => expect(formatPhone(raw)).toBe(raw));

  it('gives an empty string for nothing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('keeps a valid mobile number valid, and the API still gets its digits', () => {
    const shown = formatPhone('01023450000');
    expect(isValidPhone(shown)).toBe(true);
    expect(phoneRule().cast(shown)).toBe('01023450000');
  });
});

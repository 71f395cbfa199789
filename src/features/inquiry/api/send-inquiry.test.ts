import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/forms';
import { inquirySchema, sendInquiry, type InquiryValues } from './send-inquiry';

const valid: InquiryValues = {
  topic: 'points',
  organisation: 'Seoul Hanbit Primary School',
  name: 'Park Jimin',
  email: 'jimin.park@school.example',
  phone: '010-9876-5432',
  plan: 'gold',
  headcount: '120',
  memo: '',
};

/** The message key of the first error of `field`, or undefined when the values pass. */
async function errorOf(values: Partial<InquiryValues>, field: string) {
  try {
    await inquirySchema.validateAt(field, { ...valid, ...values });
    return undefined;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('the inquiry form rules', () => {
  it('accepts a complete inquiry', async () => {
    await expect(inquirySchema.isValid(valid)).resolves.toBe(true);
  });

  it('asks for a topic, organisation, name, e-mail and phone', async () => {
    expect(await errorOf({ topic: '' }, 'topic')).toBe('validation.topicRequired');
    for (const field of ['organisation', 'name', 'email', 'phone'] as const) {
      expect(await errorOf({ [field]: '   ' }, field)).toBe('validation.required');
    }
  });

  it('needs the message only when the topic is "other"', async () => {
    expect(await errorOf({ topic: 'points', memo: '' }, 'memo')).toBeUndefined();
    expect(await errorOf({ topic: 'other', memo: ' \n ' }, 'memo')).toBe('validation.required');
  });

  it('refuses invisible and control characters in single-line fields, not line breaks in the message', async () => {
    expect(await errorOf({ organisation: 'Hanbit\u202eSchool' }, 'organisation')).toBe(
      'validation.invisibleCharacters',
    );
    expect(await errorOf({ name: 'Park\u200bJimin' }, 'name')).toBe(
      'validation.invisibleCharacters',
    );
    expect(await errorOf({ organisation: 'Hanbit\nSchool' }, 'organisation')).toBe(
      'validation.lineBreak',
    );
    expect(await errorOf({ memo: 'Two classes.\nFridays.' }, 'memo')).toBeUndefined();
  });

  it('counts lengths in characters as a person counts them (code points)', async () => {
    // 100 characters outside the BMP: 200 UTF-16 units, still 100 characters.
    expect(await errorOf({ organisation: '𠜎'.repeat(100) }, 'organisation')).toBeUndefined();
    expect(await errorOf({ organisation: '𠜎'.repeat(101) }, 'organisation')).toBe(
      'validation.tooLong',
    );
  });

  it('takes a whole number of people or classes, or nothing', async () => {
    expect(await errorOf({ headcount: '' }, 'headcount')).toBeUndefined();
    expect(await errorOf({ headcount: '1,200' }, 'headcount')).toBeUndefined();
    expect(await errorOf({ headcount: '１２０' }, 'headcount')).toBeUndefined();
    for (const typed of ['0', '-3', '2.5x', 'thirty', '12345678']) {
      expect(await errorOf({ headcount: typed }, 'headcount')).toBe('validation.wholeNumber');
    }
  });
});

describe('sendInquiry (api.md call 18)', () => {
  it('sends the API field names, NFC text, digits for the phone, a number and the language', async () => {
    const bodies = answer('post', 'inquiry', 200);
    const { code } = await sendInquiry(
      { ...valid, name: 'Cafe\u0301 Kim', headcount: '1,200', memo: 'Line one\r\nLine two' },
      'ko',
    );
    expect(code).toBe(200);
    expect(bodies).toEqual([
      {
        topic: 'points',
        organisation: 'Seoul Hanbit Primary School',
        name: 'Café Kim',
        email: 'jimin.park@school.example',
        phone: '01098765432',
        plan: 'gold',
        headcount: 1200,
        memo: 'Line one\nLine two',
        lang: 'ko',
      },
    ]);
  });

  it('sends null for a plan outside points and for no headcount', async () => {
    const bodies = answer('post', 'inquiry', 200);
    await sendInquiry({ ...valid, topic: 'group-course', plan: 'gold', headcount: '' }, 'en');
    expect(bodies[0]).toMatchObject({ topic: 'group-course', plan: null, headcount: null });
  });
});

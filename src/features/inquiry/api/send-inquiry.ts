import { mixed, object, string, type InferType } from 'yup';
import type { Language } from '@/config/languages';
import type { PlanTier } from '@/config/pricing';
import { apiRequest } from '@/lib/api/client';
import { emailRule, maxLengths, optionalMemo, phoneRule, requiredText } from '@/lib/validation';
import { hasPlan, inquiryTopics, planTiers, type InquiryTopic } from '../lib/topics';

/** A whole number of people or classes, as typed: digits only (spaces and separators read). */
const headcount = string()
  .default('')
  .transform((value: unknown) =>
    typeof value === 'string' ? value.normalize('NFKC').replace(/[\s,.'’_]/g, '') : value,
  )
  .test(
    // Stryker disable next-line StringLiteral: a rule's name only labels its error; no form reads it
    'whole-number',
    'validation.wholeNumber',
    (value) => !value || (/^\d{1,6}$/.test(value) && Number(value) >= 1),
  );

/**
 * The inquiry form's rules (api.md call 18): the shared field rules and messages of every form;
 * the message is required when the topic is "other" (it is the whole question then).
 */
export const inquirySchema = object({
  topic: mixed<InquiryTopic | ''>()
    .oneOf([...inquiryTopics, ''])
    .default('')
    .test('chosen', 'validation.topicRequired', (value) => Boolean(value)),
  organisation: requiredText(maxLengths.organisation),
  name: requiredText(maxLengths.name),
  email: emailRule(),
  phone: phoneRule(),
  plan: mixed<PlanTier | ''>()
    .oneOf([...planTiers, ''])
    .default(''),
  headcount,
  memo: optionalMemo(maxLengths.memo).when('topic', {
    is: 'other',
    then: (rule) => rule.required('validation.required'),
  }),
});

export type InquiryValues = InferType<typeof inquirySchema>;

/**
 * api.md call 18: no account needed, so no credentials. `plan` only with points, `headcount` a
 * whole number; each `null` when not given.
 */
export function sendInquiry(values: InquiryValues, lang: Language) {
  const {
    topic,
    plan,
    headcount: count,
    ...rest
  } = inquirySchema.cast(values, {
    stripUnknown: true,
  });
  return apiRequest('/api/v1/inquiry', {
    lang,
    method: 'POST',
    body: {
      topic,
      ...rest,
      plan: hasPlan(topic) && plan ? plan : null,
      headcount: count ? Number(count) : null,
      lang,
    },
  });
}

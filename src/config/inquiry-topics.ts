import type { PlanTier } from './pricing';

/** What an inquiry is about (api.md call 18, `topic`; the inquiry form's `?topic=`). */
export const inquiryTopics = ['points', 'group-course', 'other'] as const;
export type InquiryTopic = (typeof inquiryTopics)[number];

/** What a link into the inquiry form may choose for the visitor. */
export type InquiryChoice = { topic: InquiryTopic; plan?: PlanTier };

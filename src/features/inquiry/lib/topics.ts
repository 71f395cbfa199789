import { inquiryTopics, type InquiryTopic } from '@/config/inquiry-topics';
import type { PlanTier } from '@/config/pricing';

export { inquiryTopics, type InquiryTopic };

/** The point plans a quote for points may name (api.md call 18, `plan`), largest first. */
export const planTiers = ['gold', 'silver', 'bronze'] as const satisfies readonly PlanTier[];

export function isTopic(value: unknown): value is InquiryTopic {
  return (inquiryTopics as readonly unknown[]).includes(value);
}

export function isPlan(value: unknown): value is PlanTier {
  return (planTiers as readonly unknown[]).includes(value);
}

/** A plan belongs to a question about points only. */
export function hasPlan(topic: string): boolean {
  return topic === 'points';
}

export type Preselection = { topic: InquiryTopic | ''; plan: PlanTier | '' };

/**
 * What a link into the form chose (`?topic=points&plan=gold`, from /point's plans, the course
 * pages): each value is used only when it is one of ours, and a plan only with points (alone,
 * it implies them). Anything else in the address is ignored.
 */
export function preselection(search: string): Preselection {
  const params = new URLSearchParams(search);
  const topic = params.get('topic');
  const plan = params.get('plan');
  const chosenPlan = isPlan(plan) && (topic === null || hasPlan(topic)) ? plan : '';
  return {
    topic: isTopic(topic) ? topic : chosenPlan ? 'points' : '',
    plan: chosenPlan,
  };
}

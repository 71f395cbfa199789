import { http } from 'msw';
import { inquiryTopics } from '@/config/inquiry-topics';
import { isLanguage } from '@/config/languages';
import { recordInquiry } from '../db';
import { reply } from '../envelope';
import { filled, readBody, text } from '../request';

const plans: unknown[] = ['gold', 'silver', 'bronze'];

/** api.md call 18: an organisation's inquiry; no account needed. */
export const inquiryHandlers = [
  http.post('*/api/v1/inquiry', async ({ request }) => {
    const body = await readBody(request);
    const { topic, plan, headcount, lang } = body;
    const valid =
      (inquiryTopics as readonly unknown[]).includes(topic) &&
      ['organisation', 'name', 'email', 'phone'].every((field) => filled(body[field])) &&
      typeof body.memo === 'string' &&
      (plan === null || (topic === 'points' && plans.includes(plan))) &&
      (headcount === null || (Number.isInteger(headcount) && (headcount as number) > 0)) &&
      isLanguage(lang);
    if (!valid) return reply(400);
    recordInquiry({
      topic,
      organisation: text(body.organisation),
      name: text(body.name),
      email: text(body.email),
      phone: text(body.phone),
      plan,
      headcount,
      memo: body.memo,
      lang,
    });
    return reply(200);
  }),
];

import { http } from 'msw';
import { courseIds } from '@/config/courses';
import { recordCertificateRequest, SESSION_COOKIE, sessions } from '../db';
import { reply } from '../envelope';

const fields = ['course', 'name', 'position', 'email', 'phone', 'memo'] as const;

export const certificateHandlers = [
  http.post('*/api/v1/certificate/request', async ({ request, cookies }) => {
    if (!sessions.member(cookies[SESSION_COOKIE])) return reply(401);
    let body: Record<string, unknown> = {};
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return reply(400);
    }
    const values = Object.fromEntries(
      fields.map((field) => [field, typeof body[field] === 'string' ? body[field] : '']),
    ) as Record<(typeof fields)[number], string>;
    if (
      !(courseIds as readonly string[]).includes(values.course) ||
      !values.name.trim() ||
      !values.email.trim() ||
      !values.phone.trim()
    ) {
      return reply(400);
    }
    recordCertificateRequest(values);
    return reply(200);
  }),
];

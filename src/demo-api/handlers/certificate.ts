import { http } from 'msw';
import { reply } from '../envelope';
import { recordCertificateRequest, SESSION_COOKIE, sessions } from '../db';

const courses = ['sport', 'badminton', 'pickleball', 'table-tennis'];
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
      !courses.includes(values.course) ||
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

import { http } from 'msw';
import { isSessionOpen, sessionById } from '@/config/course-sessions';
import { allCourseSessions } from '@/config/sessions';
import { courseIds } from '@/config/courses';
import { applicationsOf, recordCertificateRequest, SESSION_COOKIE, sessions } from '../db';
import { reply } from '../envelope';
import { readBody, text } from '../request';

const textFields = ['course', 'name', 'position', 'email', 'phone', 'memo'] as const;
/** The courses whose applicants must hold the sport instructor level 3 certificate. */
const refereeCourses = ['badminton', 'pickleball', 'table-tennis'];

/** api.md calls 10 and 17: applying for a course session, and the member's applications. */
export const certificateHandlers = [
  http.post('*/api/v1/certificate/request', async ({ request, cookies }) => {
    const member = sessions.member(cookies[SESSION_COOKIE]);
    if (!member) return reply(401);
    const body = await readBody(request);
    const values = Object.fromEntries(
      textFields.map((field) => [field, text(body[field])]),
    ) as Record<(typeof textFields)[number], string>;
    if (
      !(courseIds as readonly string[]).includes(values.course) ||
      !values.name.trim() ||
      !values.email.trim() ||
      !values.phone.trim()
    ) {
      return reply(400);
    }
    const referee = refereeCourses.includes(values.course);
    const certificateNumber = body.certificateNumber;
    if (referee ? !text(certificateNumber).trim() : certificateNumber !== null) return reply(400);
    const sessionId = body.sessionId;
    if (sessionId !== null && typeof sessionId !== 'string') return reply(400);
    if (sessionId !== null) {
      const session = sessionById(sessionId, allCourseSessions);
      if (!session || session.course !== values.course) return reply(400);
      // Full, closed, or past its deadline since the page was built.
      if (!isSessionOpen(session, Date.now())) return reply(409);
    }
    const id = recordCertificateRequest(member.id, {
      ...values,
      sessionId,
      certificateNumber: referee ? text(certificateNumber) : null,
    });
    return reply(200, { id });
  }),

  http.get('*/api/v1/certificate/requests', ({ cookies }) => {
    const member = sessions.member(cookies[SESSION_COOKIE]);
    if (!member) return reply(401);
    const items = applicationsOf(member.id).map(({ id, course, sessionId, createdAt, status }) => ({
      id,
      course,
      sessionId,
      createdAt,
      status,
    }));
    return reply(200, { items });
  }),
];

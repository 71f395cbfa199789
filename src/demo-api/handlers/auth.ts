import { http } from 'msw';
import { defaultLanguage, isLanguage } from '@/config/languages';
import { members, resetTokens, SESSION_COOKIE, sessions } from '../db';
import { reply } from '../envelope';
import { filled, newPasswordIsValid, readBody, text } from '../request';

const api = '*/api/v1/auth';

function sessionCookie(token: string, maxAge?: number) {
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${age}`;
}

/** api.md calls 2, 3 and 7-9: the session, and finding an account again. */
export const authHandlers = [
  http.post(`${api}/login`, async ({ request }) => {
    const body = await readBody(request);
    if (!filled(body.email) || !filled(body.password)) return reply(400);
    const member = members.byEmail(text(body.email));
    if (!member || member.password !== body.password) return reply(401);
    return reply(200, undefined, {
      headers: { 'Set-Cookie': sessionCookie(sessions.open(member.id)) },
    });
  }),

  http.get(`${api}/logout`, ({ cookies }) => {
    sessions.close(cookies[SESSION_COOKIE]);
    return reply(200, undefined, { headers: { 'Set-Cookie': sessionCookie('', 0) } });
  }),

  http.post(`${api}/find-email`, async ({ request }) => {
    const body = await readBody(request);
    const member = members.byNameAndPhone(text(body.name), text(body.phone));
    return member ? reply(200, { email: member.email }) : reply(404);
  }),

  http.post(`${api}/find-password`, async ({ request }) => {
    const body = await readBody(request);
    const member = members.byEmail(text(body.email));
    const lang = isLanguage(body.lang) ? body.lang : defaultLanguage;
    // The answer is the same whether or not the address exists; only the demo adds the link
    // it would have mailed (there is no mail in the demo).
    if (!member) return reply(200);
    const token = resetTokens.issue(member.id);
    return reply(200, { demoResetPath: `/${lang}/reset/password/${token}` });
  }),

  http.post(`${api}/reset-password`, async ({ request }) => {
    const body = await readBody(request);
    if (!newPasswordIsValid(body)) return reply(400);
    const memberId = resetTokens.redeem(text(body.token));
    if (memberId === undefined) return reply(401);
    members.update(memberId, { password: text(body.password) });
    return reply(200);
  }),
];

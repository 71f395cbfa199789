import { http } from 'msw';
import { reply } from '../envelope';
import { members, resetTokens, SESSION_COOKIE, sessions, type Member } from '../db';

const api = '*/api/v1';

type Body = Record<string, unknown>;

async function readBody(request: Request): Promise<Body> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Body) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const filled = (value: unknown) => text(value).trim() !== '';

function profileOf(member: Member) {
  const { id, email, name, position, phone } = member;
  return { id, email, name, position, phone };
}

function sessionCookie(token: string, maxAge?: number) {
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${age}`;
}

function newPasswordIsValid(body: Body) {
  return text(body.password).length >= 6 && body.password === body.passwordConfirm;
}

export const authHandlers = [
  http.get(`${api}/user/info`, ({ cookies }) => {
    const member = sessions.member(cookies[SESSION_COOKIE]);
    return member ? reply(200, profileOf(member)) : reply(401);
  }),

  http.post(`${api}/auth/login`, async ({ request }) => {
    const body = await readBody(request);
    if (!filled(body.email) || !filled(body.password)) return reply(400);
    const member = members.byEmail(text(body.email));
    if (!member || member.password !== body.password) return reply(401);
    return reply(200, undefined, {
      headers: { 'Set-Cookie': sessionCookie(sessions.open(member.id)) },
    });
  }),

  http.get(`${api}/auth/logout`, ({ cookies }) => {
    sessions.close(cookies[SESSION_COOKIE]);
    return reply(200, undefined, { headers: { 'Set-Cookie': sessionCookie('', 0) } });
  }),

  http.post(`${api}/user`, async ({ request }) => {
    const body = await readBody(request);
    const required = [body.email, body.name, body.phone];
    if (!required.every(filled) || !newPasswordIsValid(body)) return reply(400);
    if (body.agreeTerms !== true || body.agreePrivacy !== true) return reply(401);
    if (members.byEmail(text(body.email))) return reply(411);
    members.add({
      email: text(body.email).trim(),
      password: text(body.password),
      name: text(body.name).trim(),
      position: text(body.position).trim(),
      phone: text(body.phone),
    });
    return reply(200);
  }),

  http.post(`${api}/user/update`, async ({ request, cookies }) => {
    const member = sessions.member(cookies[SESSION_COOKIE]);
    if (!member) return reply(401);
    const body = await readBody(request);
    if (!filled(body.name) || !filled(body.phone)) return reply(400);
    if (body.password !== undefined) {
      if (!newPasswordIsValid(body)) return reply(400);
      // A new password needs the current one (api.md call 5): 401 when it is wrong.
      if (typeof body.currentPassword !== 'string' || body.currentPassword !== member.password)
        return reply(401);
    }
    members.update(member.id, {
      name: text(body.name).trim(),
      position: text(body.position).trim(),
      phone: text(body.phone),
      ...(body.password === undefined ? {} : { password: text(body.password) }),
    });
    return reply(200);
  }),

  http.post(`${api}/auth/find-email`, async ({ request }) => {
    const body = await readBody(request);
    const member = members.byNameAndPhone(text(body.name), text(body.phone));
    return member ? reply(200, { email: member.email }) : reply(404);
  }),

  http.post(`${api}/auth/find-password`, async ({ request }) => {
    const body = await readBody(request);
    const member = members.byEmail(text(body.email));
    const lang = ['ko', 'en', 'zh', 'es'].includes(text(body.lang)) ? text(body.lang) : 'en';
    // The answer is the same whether or not the address exists; only the demo adds the link
    // it would have mailed (there is no mail in the demo).
    if (!member) return reply(200);
    const token = resetTokens.issue(member.id);
    return reply(200, { demoResetPath: `/${lang}/reset/password/${token}` });
  }),

  http.post(`${api}/auth/reset-password`, async ({ request }) => {
    const body = await readBody(request);
    if (!newPasswordIsValid(body)) return reply(400);
    const memberId = resetTokens.redeem(text(body.token));
    if (memberId === undefined) return reply(401);
    members.update(memberId, { password: text(body.password) });
    return reply(200);
  }),
];

import { http } from 'msw';
import { members, SESSION_COOKIE, sessions, type Member } from '../db';
import { reply } from '../envelope';
import { filled, newPasswordIsValid, readBody, text } from '../request';

const api = '*/api/v1/user';

function profileOf(member: Member) {
  const { id, email, name, position, phone } = member;
  return { id, email, name, position, phone };
}

/** api.md calls 1, 4 and 5: the member's profile, registering, and changing it. */
export const userHandlers = [
  http.get(`${api}/info`, ({ cookies }) => {
    const member = sessions.member(cookies[SESSION_COOKIE]);
    return member ? reply(200, profileOf(member)) : reply(401);
  }),

  http.post(api, async ({ request }) => {
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

  http.post(`${api}/update`, async ({ request, cookies }) => {
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
];

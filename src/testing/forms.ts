import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

/** Types into the field with this label (paste, so 10,000 characters stay fast). */
export async function fill(user: UserEvent, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input, textarea' });
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
  return field;
}

/** The message of the site's alert dialog, then closes it with OK. */
export async function readAlert(user: UserEvent): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const text = within(dialog).getByText(/./, { selector: '.dialog__message' }).textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: /OK|확인|确定|Aceptar/ }));
  return text;
}

/** Makes an API call answer with this code (HTTP 200 unless given), recording the bodies. */
export function answer(
  method: 'get' | 'post',
  path: string,
  code: number,
  init?: { status?: number; result?: unknown },
) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*/api/v1/${path}`, async ({ request }) => {
      if (method === 'post') bodies.push(await request.json().catch(() => null));
      return HttpResponse.json(
        { code, ...(init?.result ? { result: init.result } : {}) },
        { status: init?.status ?? 200 },
      );
    }),
  );
  return bodies;
}

export function unreachable(method: 'get' | 'post', path: string) {
  server.use(http[method](`*/api/v1/${path}`, () => HttpResponse.error()));
}

export const unreachableText =
  'We cannot reach the server right now. Please check your connection and try again.';

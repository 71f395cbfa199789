import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '@/testing/forms';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { badInput, unsafeUrls, wasPwned } from '@/testing/fixtures/bad-input';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';

const assign = vi.fn();
let alertSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
  alertSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
  delete window.__pwned;
});

afterEach(() => {
  delete window.__pwned;
});

type Form = {
  name: string;
  url: string;
  heading: string;
  member?: boolean;
  submit: string;
  /** Opens the form when it is in a dialog; returns the element holding it. */
  open?: () => Promise<HTMLElement>;
};

const forms: Form[] = [
  { name: 'login', url: '/en/auth/login', heading: 'Log in', submit: 'Log in' },
  { name: 'register', url: '/en/auth/register', heading: 'Create an account', submit: 'Sign up' },
  {
    name: 'profile',
    url: '/en/auth/profile',
    heading: 'Edit profile',
    member: true,
    submit: 'Save changes',
  },
  { name: 'find-email', url: '/en/auth/find-email', heading: 'Find your ID', submit: 'Find my ID' },
  {
    name: 'find-password',
    url: '/en/auth/find-password',
    heading: 'Reset your password',
    submit: 'Send the reset link',
  },
  {
    name: 'reset-password',
    url: '/en/reset/password/some-token',
    heading: 'Set a new password',
    submit: 'Change password',
  },
  {
    name: 'course request',
    url: '/en/certificate/badminton',
    heading: 'TRIO badminton referee level 3',
    member: true,
    submit: 'Send application',
    open: async () => {
      // From a session's own button: the form then has its session and can be sent.
      fireEvent.click(screen.getAllByRole('button', { name: 'Apply for this session' })[0]!);
      return screen.findByRole(
        'dialog',
        { name: 'Apply: TRIO badminton referee level 3' },
        { timeout: 5000 },
      );
    },
  },
];

/** Every field a visitor can type into. */
function typableFields(root: HTMLElement) {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([readonly]), textarea:not([readonly])',
    ),
  ];
}

describe.each(forms)('$name form with the bad-input corpus', (form) => {
  it('executes nothing, crashes nothing, navigates nowhere', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/*', async ({ request }) => {
        if (request.url.endsWith('/auth/login') && !form.name.startsWith('login')) return;
        bodies.push(await request.json());
        return HttpResponse.json({ code: 500 }, { status: 500 });
      }),
    );
    if (form.member) await logInDemoMember();
    const { router } = renderRoute(form.url);
    await findPageHeading(form.heading);
    if (form.member) await waitFor(() => expect(useSession.getState().profile).not.toBeNull());
    const path = router.state.location.pathname;
    const root = form.open ? await form.open() : document.body;
    const fields = typableFields(root);
    expect(fields.length).toBeGreaterThan(0);
    let tried = 0;

    for (const input of badInput) {
      for (const field of fields) {
        fireEvent.change(field, { target: { value: input } });
        fireEvent.blur(field);
        tried += 1;
      }
      fireEvent.click(within(root).getByRole('button', { name: form.submit }));
      // Let validation and any call finish; close the site's alert when one came up.
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Sending…' })).toBeNull());
      const dialog = screen.queryByRole('alertdialog');
      if (dialog) fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

      expect(wasPwned()).toBe(false);
      expect(alertSpy).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('heading', { level: 1, name: form.heading })).toBeInTheDocument();
      expect(unsafeUrls()).toEqual([]);
    }
    // Whatever reached the API went as JSON text, not as markup of the page.
    for (const body of bodies) expect(typeof body).toBe('object');
    console.log(
      `bad input: ${form.name}: ${badInput.length} inputs × ${fields.length} fields = ${tried}`,
    );
  });
});

describe('invisible and decomposed text, as the visitor sees it (issue #33)', () => {
  it('says what is wrong next to the field, keeps what was typed and sends nothing', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/user', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200 });
      }),
    );
    const { user } = renderRoute('/en/auth/register');
    await findPageHeading('Create an account');
    const cases = [
      ['Kim\u202Egnp.exe', /This field contains invisible characters/],
      ['Kim\u2028Jimin', /Please write this on a single line, without line breaks\./],
      ['\u200B', /Please fill in this field\./],
      ['\u3164', /Please fill in this field\./],
    ] as const;
    for (const [typed, message] of cases) {
      const name = await fill(user, 'Name', typed);
      await user.tab();
      await waitFor(() => expect(name).toHaveAccessibleDescription(message));
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveValue(typed);
    }
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(bodies).toEqual([]);
  });

  it('sends NFC text, and the memo with its line breaks', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/certificate/request', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200 });
      }),
    );
    await logInDemoMember();
    const { user } = renderRoute('/en/certificate/sport');
    await findPageHeading('TRIO sport instructor level 3');
    await waitFor(() => expect(useSession.getState().profile).not.toBeNull());
    await user.click(screen.getAllByRole('button', { name: 'Apply for this session' })[0]!);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Apply: TRIO sport instructor level 3' },
      { timeout: 5000 },
    );
    await fill(user, 'Name', ' E\u0301lodie Nu\u0301n\u0303ez 👩🏽‍🏫 ');
    await fill(user, 'Requests (optional)', 'Two of us.\r\nSaturday\u2028please.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Élodie Núñez 👩🏽‍🏫',
      memo: 'Two of us.\nSaturday\nplease.',
    });
  });
});

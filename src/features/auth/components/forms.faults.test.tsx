import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMember } from '@/demo-api/db';
import { server } from '@/testing/msw-server';
import { useSession } from '@/stores/session';
import { faultKinds, useFault, type FaultKind } from '@/testing/fixtures/api-faults';
import { fill, readAlert, unreachableText } from '@/testing/forms';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';

const assign = vi.fn();

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.useRealTimers();
});

type Form = {
  name: string;
  url: string;
  heading: string;
  method: 'post';
  path: string;
  /** Logs in first (the page is members-only). */
  member?: boolean;
  values: Record<string, string>;
  before?: (user: UserEvent) => Promise<void>;
  submit: string;
  /** The message for a code other than 200 and 0; a function for "Error: <code>". */
  message: (code: number) => string;
};

async function agreeTo(user: UserEvent, document: 'Terms of Service' | 'Privacy Policy') {
  await user.click(screen.getByRole('button', { name: `Read and agree: ${document}` }));
  const dialog = await screen.findByRole('dialog', { name: document });
  await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
}

const forms: Form[] = [
  {
    name: 'login',
    url: '/en/auth/login',
    heading: 'Log in',
    method: 'post',
    path: '*/api/v1/auth/login',
    values: { 'Email (login ID)': demoMember.email },
    before: async (user) => {
      await fill(user, 'Password', demoMember.password);
    },
    submit: 'Log in',
    message: () => 'Invalid access.',
  },
  {
    name: 'register',
    url: '/en/auth/register',
    heading: 'Create an account',
    method: 'post',
    path: '*/api/v1/user',
    values: {
      'Email (login ID)': 'new.teacher@school.example',
      Name: '박지민',
      'Affiliation (optional)': '부산 해운대중학교',
      'Mobile or unique number': '010-9876-5432',
    },
    before: async (user) => {
      await fill(user, 'Password', 'secret12');
      await fill(user, 'Confirm password', 'secret12');
      await agreeTo(user, 'Terms of Service');
      await agreeTo(user, 'Privacy Policy');
    },
    submit: 'Sign up',
    message: (code) => `Error: ${code}`,
  },
  {
    name: 'profile',
    url: '/en/auth/profile',
    heading: 'Edit profile',
    member: true,
    method: 'post',
    path: '*/api/v1/user/update',
    values: { Name: 'Changed name', 'Affiliation (optional)': 'Changed school' },
    submit: 'Save changes',
    message: () => 'Error: Failed to update profile information.',
  },
  {
    name: 'find-email',
    url: '/en/auth/find-email',
    heading: 'Find your ID',
    method: 'post',
    path: '*/api/v1/auth/find-email',
    values: { Name: '김하늘', 'Mobile or unique number': '010-1234-5678' },
    submit: 'Find my ID',
    message: () => 'Registered ID (e-mail) not found.',
  },
  {
    name: 'reset-password',
    url: '/en/reset/password/some-token',
    heading: 'Set a new password',
    method: 'post',
    path: '*/api/v1/auth/reset-password',
    values: { 'New password': 'brand-new-1', 'Confirm new password': 'brand-new-1' },
    submit: 'Change password',
    message: () => 'Invalid access.',
  },
];

const codeOf: Record<FaultKind, number> = {
  'http-500': 500,
  'code-299': 299,
  'not-json': 502,
  'malformed-result': 200,
  timeout: 0,
  'network-error': 0,
};

// A 200 with a broken result is a success for calls that use no result; find-email is tested
// with it below, the others with the faults that fail.
const failing = faultKinds.filter((fault) => fault !== 'malformed-result');

describe.each(forms)('$name form under API faults', (form) => {
  it.each(failing)('%s: the right message, typed values kept, form usable', async (fault) => {
    if (form.member) await logInDemoMember();
    useFault(form.method, form.path, fault, { email: 'x@y.z' });
    const { user } = renderRoute(form.url);
    await findPageHeading(form.heading);
    if (form.member) await waitFor(() => expect(useSession.getState().profile).not.toBeNull());
    for (const [label, value] of Object.entries(form.values)) await fill(user, label, value);
    await form.before?.(user);
    const button = screen.getByRole('button', { name: form.submit });
    if (fault === 'timeout') {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      button.click();
      await vi.advanceTimersByTimeAsync(10_000);
      vi.useRealTimers();
    } else {
      await user.click(button);
    }
    const code = codeOf[fault];
    expect(await readAlert(user)).toBe(code === 0 ? unreachableText : form.message(code));
    for (const [label, value] of Object.entries(form.values)) {
      expect(screen.getByLabelText(label, { selector: 'input, textarea' })).toHaveValue(value);
    }
    expect(screen.getByRole('button', { name: form.submit })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('find-email with a malformed result', () => {
  it('is "not found", not a crash', async () => {
    useFault('post', '*/api/v1/auth/find-email', 'malformed-result');
    const { user } = renderRoute('/en/auth/find-email');
    await findPageHeading('Find your ID');
    await fill(user, 'Name', '김하늘');
    await fill(user, 'Mobile or unique number', '01012345678');
    await user.click(screen.getByRole('button', { name: 'Find my ID' }));
    expect(await readAlert(user)).toBe('Registered ID (e-mail) not found.');
    expect(screen.getByLabelText('Name')).toHaveValue('김하늘');
  });
});

describe('find-password under API faults', () => {
  it.each(faultKinds)('%s: confirmation for any code but 0', async (fault) => {
    useFault('post', '*/api/v1/auth/find-password', fault);
    const { user } = renderRoute('/en/auth/find-password');
    await findPageHeading('Reset your password');
    await fill(user, 'Email (login ID)', demoMember.email);
    const button = screen.getByRole('button', { name: 'Send the reset link' });
    if (fault === 'timeout') {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      button.click();
      await vi.advanceTimersByTimeAsync(10_000);
      vi.useRealTimers();
    } else {
      await user.click(button);
    }
    if (codeOf[fault] === 0) {
      expect(await readAlert(user)).toBe(unreachableText);
      expect(screen.getByLabelText('Email (login ID)')).toHaveValue(demoMember.email);
    } else {
      expect(await screen.findByText(/we have sent it a link/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Set a new password' })).not.toBeInTheDocument();
    }
  });
});

describe('the reset token', () => {
  it('goes to the API only: not to storage, cookies or any other request', async () => {
    const token = 'secret-reset-token-4f2a9c';
    const seen: { url: string; body: string }[] = [];
    const onStart = async ({ request }: { request: Request }) => {
      seen.push({ url: request.url, body: await request.clone().text() });
    };
    server.events.on('request:start', onStart);
    const { user } = renderRoute(`/en/reset/password/${token}`);
    await findPageHeading('Set a new password');
    await fill(user, 'New password', 'brand-new-1');
    await fill(user, 'Confirm new password', 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await readAlert(user)).toBe('Invalid access.');
    server.events.removeListener('request:start', onStart);
    const withToken = seen.filter((request) => `${request.url} ${request.body}`.includes(token));
    expect(withToken.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/v1/auth/reset-password',
    ]);
    expect(new URL(withToken[0]!.url).search).toBe('');
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie;
    expect(stored).not.toContain(token);
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
  });
});

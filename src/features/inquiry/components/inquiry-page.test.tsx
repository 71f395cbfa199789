import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, companyChannels } from '@/config/site';
import { inquiries } from '@/demo-api/db';
import type * as Analytics from '@/lib/analytics';
import { track } from '@/lib/analytics';
import { answer, fill, unreachable } from '@/testing/forms';
import { findPageHeading, renderRoute } from '@/testing/render';
import type * as FillTime from '../lib/fill-time';

/** The minimum fill time, set per test (0: none, so typing fast in a test is not slowed). */
const fillTime = vi.hoisted(() => ({ ms: 0 }));
vi.mock('../lib/fill-time', async (importOriginal) => {
  const actual = await importOriginal<typeof FillTime>();
  return {
    ...actual,
    get MIN_FILL_MS() {
      return fillTime.ms;
    },
  };
});

vi.mock('@/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof Analytics>()),
  track: vi.fn(),
}));

beforeEach(() => {
  fillTime.ms = 0;
  vi.mocked(track).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const labels = {
  organisation: 'Organisation',
  name: 'Your name',
  email: 'Email',
  phone: 'Mobile number',
  headcount: 'Number of people or classes (optional)',
  memo: /^Message/,
};

const typed = {
  organisation: 'Busan Haeundae Middle School',
  name: 'Park Jimin',
  email: 'jimin.park@school.example',
  phone: '010-9876-5432',
  headcount: '240',
  memo: 'Eight classes would play on Fridays.',
};

async function openForm(
  url = '/en/inquiry',
  { heading = 'Inquiries from organisations', submit = 'Send inquiry' } = {},
) {
  const view = renderRoute(url);
  await findPageHeading(heading);
  await screen.findByRole('button', { name: submit }, { timeout: 5000 });
  return view;
}

async function fillIn(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Points for the TRIO app' }));
  for (const [field, value] of Object.entries(typed)) {
    await fill(user, labels[field as keyof typeof labels], value);
  }
}

const confirmation = () =>
  screen.findByRole('heading', { name: 'Thank you: your inquiry has been sent.' });

describe('the inquiry page', () => {
  it('preselects the topic and plan from the address, and ignores garbage', async () => {
    const { unmount } = await openForm('/en/inquiry?topic=points&plan=silver');
    expect(screen.getByRole('radio', { name: 'Points for the TRIO app' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Silver' })).toBeChecked();
    unmount();

    await openForm('/en/inquiry?topic=%3Cscript%3E&plan=platinum');
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    // The plan is asked only about points.
    expect(screen.queryByRole('group', { name: /Point plan/ })).not.toBeInTheDocument();
  });

  it('says what is missing, next to each field, and sends nothing', async () => {
    const { user } = await openForm();
    const bodies = answer('post', 'inquiry', 200);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Please choose what your inquiry is about.')).toBeVisible();
    expect(screen.getByLabelText(labels.organisation)).toHaveAccessibleDescription(
      /Please fill in this field\./,
    );
    expect(bodies).toEqual([]);
  });

  it('200: the confirmation says when the company answers, in place of the form, and counts it', async () => {
    const { user } = await openForm('/en/inquiry?plan=gold');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await confirmation()).toHaveFocus();
    expect(
      screen.getByText(
        `We will answer within ${company.inquiryReplyDays} working days, by email or phone.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send inquiry' })).not.toBeInTheDocument();
    expect(inquiries()).toEqual([
      expect.objectContaining({
        topic: 'points',
        plan: 'gold',
        organisation: typed.organisation,
        phone: '01098765432',
        headcount: 240,
        lang: 'en',
      }),
    ]);
    expect(track).toHaveBeenCalledWith({ name: 'Inquiry Sent', topic: 'points' });
  });

  it.each([
    ['code 500', () => answer('post', 'inquiry', 500)],
    ['code 0', () => unreachable('post', 'inquiry')],
  ])(
    '%s: says sending failed, offers phone, KakaoTalk and e-mail, keeps every value',
    async (_, fail) => {
      const { user } = await openForm();
      await fillIn(user);
      fail();
      await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your inquiry could not be sent.');
      await waitFor(() => expect(alert).toHaveFocus());
      expect(within(alert).getByRole('link', { name: /\+82-2-6952-3710/ })).toHaveAttribute(
        'href',
        `tel:${company.phone}`,
      );
      expect(within(alert).getByRole('link', { name: /KakaoTalk/ })).toHaveAttribute(
        'href',
        companyChannels.kakaoChannel.url,
      );
      expect(within(alert).getByRole('link', { name: new RegExp(company.email) })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      );
      for (const [field, value] of Object.entries(typed)) {
        expect(screen.getByLabelText(labels[field as keyof typeof labels])).toHaveValue(value);
      }
      expect(screen.getByRole('radio', { name: 'Points for the TRIO app' })).toBeChecked();
      expect(track).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'Inquiry Sent' }));
    },
  );

  it('a filled hidden field gets the confirmation and sends nothing', async () => {
    const { user, container } = await openForm();
    await fillIn(user);
    const trap = container.querySelector<HTMLInputElement>('input[name="trio_hp"]')!;
    // Out of the tab order and of the accessibility tree; no autofill.
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    trap.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await confirmation();
    expect(inquiries()).toEqual([]);
    expect(track).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'Inquiry Sent' }));
  });

  it('a send faster than the minimum fill time waits the rest silently, and goes through', async () => {
    fillTime.ms = 3000;
    // The clock stands still while the form is filled (however slow the machine running the
    // test), so the send comes 0 ms after the first touch and waits the whole minimum.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const { user } = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    // Waiting: the button says it is sending, nothing is refused, nothing has been sent yet.
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(inquiries()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    await screen.findByRole(
      'heading',
      { name: 'Thank you: your inquiry has been sent.' },
      { timeout: 10_000 },
    );
    expect(inquiries()).toHaveLength(1);
  });

  it('names the other ways to reach the company, and the footer leads here and to KakaoTalk', async () => {
    await openForm('/ko/inquiry', { heading: '단체 문의', submit: '문의 보내기' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '단체 문의' })).toHaveAttribute(
      'href',
      '/ko/inquiry',
    );
    expect(within(footer).getByRole('link', { name: /카카오톡 채널/ })).toHaveAttribute(
      'href',
      companyChannels.kakaoChannel.url,
    );
    const other = screen.getByRole('complementary', { name: '바로 상담하고 싶으신가요?' });
    expect(within(other).getByRole('link', { name: /02-6952-3710/ })).toBeInTheDocument();
  });
});

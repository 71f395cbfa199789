import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupHiddenUntilKey } from '@/config/popup';
import type * as PopupModule from '@/config/popup';
import { findPageHeading, renderRoute } from '@/testing/render';
import { forgetThisPage, forgetThisVisit } from '../lib/popup-memory';
import { HomePage } from './home-page';
import { HomePopup } from './home-popup';

const title = 'Certification training: applications open';

// The content's own window changes with every announcement; these tests need one that is open
// on the dates they set (its start and end are tested below and in src/config/popup.test.ts).
const openWindow = vi.hoisted(() => ({ start: '2020-01-01T00:00', end: '2100-01-01T00:00' }));
vi.mock('@/config/popup', async (importOriginal) => {
  const original = await importOriginal<typeof PopupModule>();
  const { currentPopup, popupContent } = await import('@/config/popup-content');
  const popup = { ...popupContent, ...openWindow, enabled: true };
  return { ...original, loadPopup: (now: Date) => Promise.resolve(currentPopup(now, popup)) };
});

afterEach(() => {
  forgetThisVisit();
  vi.useRealTimers();
});

/** A page load in a new visit (a new tab): memory and the tab's session gone, "today" kept. */
async function loadHome(url = '/en/home') {
  forgetThisVisit();
  const view = renderRoute(url);
  await findPageHeading();
  return view;
}

/** A reload, or the full page load that ends a login: same visit, new JavaScript. */
async function reloadHome(url = '/en/home') {
  forgetThisPage();
  const view = renderRoute(url);
  await findPageHeading();
  return view;
}

/** The popup opens in an effect right after the page mounts; give it that chance. */
async function expectNoPopup() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

describe('home popup', () => {
  it('is never part of the first render, so pre-rendered markup does not depend on storage', () => {
    const html = renderToString(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(html).toContain('Three teams, one game');
    expect(html).not.toContain(title);
    expect(html).not.toContain('role="dialog"');
    expect(renderToString(<HomePopup />)).toBe('');
  });

  it('shows the configured message as a modal dialog with its two buttons and its link', async () => {
    await loadHome();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/40 places each, first come, first served/);
    expect(screen.getByRole('button', { name: "Don't show again today" })).toBeInTheDocument();
    // Focus lands on the harmless choice, in the effect that follows the dialog's first render.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(within(dialog).getByRole('link', { name: 'See the courses' })).toHaveAttribute(
      'href',
      '/en/certificate',
    );
  });

  it('is in the page language', async () => {
    await loadHome('/ko/home');
    expect(
      await screen.findByRole('dialog', { name: '자격연수 신청 접수 중' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '오늘 하루 보지 않기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('"Close" hides it for this visit: not after navigating back or a reload, again in a new visit', async () => {
    const { router, user, unmount } = await loadHome();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(popupHiddenUntilKey)).toBeNull();

    await router.navigate('/en/point');
    await findPageHeading();
    await router.navigate('/en/home');
    await findPageHeading('Three teams, one game');
    await expectNoPopup();
    unmount();

    // A reload, or logging in (which ends with a full page load of the home page).
    const reload = await reloadHome();
    await expectNoPopup();
    reload.unmount();

    await loadHome();
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('Escape closes it like "Close", and focus goes to the page heading, not the body', async () => {
    const { user, unmount } = await loadHome();
    await screen.findByRole('dialog', { name: title });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(popupHiddenUntilKey)).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Three teams, one game' }),
      ).toHaveFocus(),
    );
    unmount();

    await reloadHome();
    await expectNoPopup();
  });

  it.each(['Close', "Don't show again today"])(
    'after "%s" focus goes to the page heading',
    async (button) => {
      const { user } = await loadHome();
      await user.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    },
  );

  it('is not shown before its start or from its end on, Korean time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2019-12-31 23:59 in Seoul is 14:59 UTC: one minute before the start.
    vi.setSystemTime(new Date(Date.UTC(2019, 11, 31, 14, 59)));
    const early = await loadHome();
    await expectNoPopup();
    early.unmount();
    vi.setSystemTime(new Date(Date.UTC(2019, 11, 31, 15, 0)));
    const started = await loadHome();
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    started.unmount();
    vi.setSystemTime(new Date(Date.UTC(2099, 11, 31, 15, 0)));
    await loadHome();
    await expectNoPopup();
  });

  it('"Don\'t show again today" keeps it hidden across reloads until local midnight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 10, 21, 30));
    const first = await loadHome();
    await first.user.click(await screen.findByRole('button', { name: "Don't show again today" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(popupHiddenUntilKey)).toBe(String(new Date(2025, 4, 11).getTime()));
    first.unmount();

    const reload = await loadHome();
    await expectNoPopup();
    reload.unmount();

    vi.setSystemTime(new Date(2025, 4, 10, 23, 59, 59));
    const lastMinute = await loadHome();
    await expectNoPopup();
    lastMinute.unmount();

    vi.setSystemTime(new Date(2025, 4, 11, 0, 0, 1));
    await loadHome();
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('works without storage: shown, hidden for this visit when asked, nothing crashes', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { router, user, unmount } = await loadHome();
    await user.click(await screen.findByRole('button', { name: "Don't show again today" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Three teams, one game');

    await router.navigate('/en/trio');
    await router.navigate('/en/home');
    await findPageHeading('Three teams, one game');
    await expectNoPopup();
    unmount();

    // Nothing could be stored, so a reload shows it again rather than failing.
    await loadHome();
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('following its link leaves it closed for the rest of the visit', async () => {
    const { router, user } = await loadHome();
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('link', { name: 'See the courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/certificate'));
    // The courses page is on screen (the home page, and its popup, really left).
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 1, name: 'Three teams, one game' }),
      ).not.toBeInTheDocument(),
    );
    await router.navigate('/en/home');
    await findPageHeading('Three teams, one game');
    await expectNoPopup();
  });
});

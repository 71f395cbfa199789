import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedEvent } from './analytics';

const delivered: QueuedEvent[] = [];
const startSender = vi.fn((start: string, _post: unknown) => {
  started.push(start);
  return (item: QueuedEvent) => delivered.push(item);
});
const started: string[] = [];

// The sender is what loads after idle; here it only records what it would send.
vi.mock('./analytics-sender', () => ({ startSender }));

/** A fresh copy of the module: it keeps whether analytics is on for the page load. */
async function freshAnalytics() {
  vi.resetModules();
  return import('./analytics');
}

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

beforeEach(() => {
  vi.useFakeTimers();
  delivered.length = 0;
  started.length = 0;
  startSender.mockClear();
  window.history.replaceState(null, '', '/ko/certificate/sport?from=mail');
  document.documentElement.lang = 'ko';
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the browser says no', () => {
  it('honours Global Privacy Control and Do Not Track', async () => {
    const { privacySignal } = await freshAnalytics();
    // Each browser on its own: none inherits the signals of the one before.
    const real = navigator;
    const browser = (signals: object) =>
      vi.stubGlobal('navigator', Object.assign(Object.create(real), signals));
    expect(privacySignal()).toBe(false);
    browser({ globalPrivacyControl: true });
    expect(privacySignal()).toBe(true);
    browser({ doNotTrack: '1' });
    expect(privacySignal()).toBe(true);
    browser({ globalPrivacyControl: false, doNotTrack: '0' });
    expect(privacySignal()).toBe(false);
  });
});

describe('startAnalytics', () => {
  it('without a service: counts nothing, loads nothing, listens to nothing', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', '');
    const { startAnalytics, track } = await freshAnalytics();
    const listen = vi.spyOn(document, 'addEventListener');
    startAnalytics();
    track({ name: 'pageview' });
    track({ name: 'Login' });
    link('tel:+82-2-6952-3710').click();
    await vi.runAllTimersAsync();
    expect(listen).not.toHaveBeenCalled();
    expect(startSender).not.toHaveBeenCalled();
    expect(delivered).toEqual([]);
  });

  it('with Global Privacy Control on: the same, nothing at all', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.trio.example');
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { globalPrivacyControl: true }),
    );
    const { startAnalytics, track } = await freshAnalytics();
    startAnalytics();
    track({ name: 'pageview' });
    await vi.runAllTimersAsync();
    expect(startSender).not.toHaveBeenCalled();
    expect(delivered).toEqual([]);
  });

  it('queues until idle, then the sender gets each event with the path and language it had', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.trio.example');
    const { startAnalytics, track } = await freshAnalytics();
    startAnalytics();
    track({ name: 'pageview' });
    link('tel:+82-2-6952-3710').click();
    window.history.replaceState(null, '', '/en/community/notice/7');
    document.documentElement.lang = 'en';
    track({ name: 'Course Dialog Opened', course: 'sport' });
    // Nothing is loaded before the page is idle.
    expect(startSender).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(started).toEqual(['/ko/certificate/sport']);
    expect(delivered).toEqual([
      { event: { name: 'pageview' }, path: '/ko/certificate/sport', lang: 'ko' },
      { link: expect.any(HTMLAnchorElement) as Element, path: '/ko/certificate/sport', lang: 'ko' },
      // The page's pattern: no notice id, no query.
      {
        event: { name: 'Course Dialog Opened', course: 'sport' },
        path: '/en/community/notice/:id',
        lang: 'en',
      },
    ]);
    // Afterwards straight to the sender.
    track({ name: 'Login' });
    expect(delivered.at(-1)).toMatchObject({ event: { name: 'Login' } });
  });

  it('counts a click inside a link, not on a link without an address; starts once', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.trio.example');
    const { startAnalytics } = await freshAnalytics();
    const listen = vi.spyOn(document, 'addEventListener');
    startAnalytics();
    startAnalytics();
    expect(listen).toHaveBeenCalledTimes(1);
    const phone = link('tel:+82-2-6952-3710');
    const label = document.createElement('span');
    label.textContent = '02-6952-3710';
    phone.replaceChildren(label);
    label.click();
    const placeholder = document.createElement('a');
    placeholder.textContent = 'soon';
    document.body.append(placeholder);
    placeholder.click();
    document.body.click();
    await vi.runAllTimersAsync();
    expect(startSender).toHaveBeenCalledTimes(1);
    // (The earlier tests' pages still listen too: each click is delivered once per page here.)
    expect(new Set(delivered.map((item) => 'link' in item && item.link))).toEqual(new Set([phone]));
  });

  it('counts nothing from before it started', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.trio.example');
    const { startAnalytics, track } = await freshAnalytics();
    track({ name: 'Login' });
    startAnalytics();
    track({ name: 'pageview' });
    await vi.runAllTimersAsync();
    expect(delivered.map((item) => 'event' in item && item.event.name)).toEqual(['pageview']);
  });

  it('loads the sender when the browser is idle, within 5 s at the latest', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.trio.example');
    const idle = vi.fn<typeof window.requestIdleCallback>(() => 1);
    window.requestIdleCallback = idle;
    try {
      const { startAnalytics } = await freshAnalytics();
      startAnalytics();
      await vi.runAllTimersAsync();
      expect(startSender).not.toHaveBeenCalled();
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
      idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 50 });
      await vi.runAllTimersAsync();
      expect(startSender).toHaveBeenCalledTimes(1);
    } finally {
      // jsdom has none of its own.
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it('takes a click on the page itself, outside any element, without an error', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.trio.example');
    const { startAnalytics } = await freshAnalytics();
    startAnalytics();
    const errors = vi.fn();
    window.addEventListener('error', errors);
    document.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    window.removeEventListener('error', errors);
    expect(errors).not.toHaveBeenCalled();
  });
});

import type { CourseId } from '@/config/courses';
import type { Language } from '@/config/languages';
import { postQuietly, reportPath } from '@/lib/error-report';

/**
 * Visits and conversions for the company's analytics service (`VITE_ANALYTICS_URL`, a
 * Plausible-compatible events API; docs/decisions/022-analytics-events-api.md). This module is
 * the small part every page carries: it queues what happens and, once the page is idle, loads
 * the sender (`analytics-sender.ts`, with the Web Vitals library) that delivers it. Unset, or
 * refused by the browser (Global Privacy Control, Do Not Track): nothing is queued, loaded or
 * sent. No cookie, no storage, no identifier: an event says what happened on which page
 * pattern in which language, never who.
 */

/**
 * Every event the site sends, with its properties. Each one also carries the page's language.
 * `Inquiry Sent`, `Share` and `App Store Badge` are ready for the inquiry form, a share button
 * and the app-store badges (README, "Analytics"); the badges and KakaoTalk links are counted by
 * their address already.
 */
export type AnalyticsEvent =
  | { name: 'Course Dialog Opened'; course: CourseId }
  | { name: 'Application Sent'; course: CourseId }
  | { name: 'Registration Completed' }
  | { name: 'Login' }
  | { name: 'Inquiry Sent'; topic?: string }
  | { name: 'App Store Badge'; store: 'app-store' | 'google-play' }
  | { name: 'KakaoTalk'; course?: string }
  | { name: 'Phone Link'; course?: string }
  | { name: 'Email Link'; course?: string }
  | { name: 'Language Switch'; to: Language }
  | { name: 'Share'; method: 'native' | 'copy-link' };

/** One Web Vitals measurement (analytics-sender.ts): sent like an event, not by a visitor. */
export type VitalEvent = {
  name: 'Web Vitals';
  metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: string;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** What caused a poor value: the LCP element, the interaction's or the largest shift's. */
  target?: string;
};

/**
 * What the sender receives: the event or a page view, the page's pattern and language when it
 * happened (`/ko/community/notice/:id`: no parameter, query or fragment).
 */
export type QueuedEvent = {
  event: AnalyticsEvent | { name: 'pageview' } | VitalEvent;
  path: string;
  lang: string;
};

/** A link the visitor clicked: the sender decides what it counts as (`linkEvent`). */
export type QueuedClick = { link: Element; path: string; lang: string };

type Sender = (item: QueuedEvent | QueuedClick) => void;

let enabled = false;
let queue: (QueuedEvent | QueuedClick)[] = [];
let sender: Sender | undefined;

/** The browser asks sites not to track or share: Global Privacy Control, or Do Not Track. */
export function privacySignal(): boolean {
  const signals = navigator as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

function enqueue(what: Pick<QueuedEvent, 'event'> | Pick<QueuedClick, 'link'>): void {
  if (!enabled) return;
  const item = {
    ...what,
    path: reportPath(window.location.pathname),
    lang: document.documentElement.lang,
  } as QueuedEvent | QueuedClick;
  if (sender) sender(item);
  // Only until the page is idle: a few seconds of a visitor's clicks.
  else queue.push(item);
}

/**
 * Counts an event of the visitor's, or a view of the page now shown (`pageview`: the router,
 * on every new path). Nothing when analytics is off.
 */
export function track(event: AnalyticsEvent | { name: 'pageview' }): void {
  enqueue({ event });
}

/** Runs `work` once the page has nothing else to do (or after a few seconds at the latest). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 2000);
}

/**
 * Turns analytics on for this page load when the build names a service and the browser does not
 * object: counts link clicks through one listener, and loads the sender once the page is idle.
 */
export function startAnalytics(): void {
  // The build's literal, at the import: a build without a service has no sender chunk at all.
  if (!import.meta.env.VITE_ANALYTICS_URL || enabled || privacySignal()) return;
  enabled = true;
  document.addEventListener('click', (event) => {
    // A click's target is an element; `closest` is missing only on the document itself.
    const link = (event.target as Element).closest?.('a[href]');
    if (link) enqueue({ link });
  });
  const start = reportPath(window.location.pathname);
  whenIdle(() => {
    import('./analytics-sender')
      .then(({ startSender }) => {
        sender = startSender(start, postQuietly);
        const waiting = queue;
        // Stryker disable next-line ArrayDeclaration: once the sender runs, nothing is queued or read from the queue again
        queue = [];
        waiting.forEach(sender);
      })
      // A sender chunk gone after a deploy costs a few counts, never an error for the visitor.
      .catch(() => undefined);
  });
}

import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution';
import { env } from '@/config/env';
import { isLanguage } from '@/config/languages';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '@/lib/language-cookie';
import type { AnalyticsEvent, QueuedClick, QueuedEvent, VitalEvent } from './analytics';

/**
 * Delivers what `analytics.ts` queued to the events API, in its documented format (Plausible's
 * `POST /api/event`: `name`, `url`, `domain`, `referrer`, `props`), and measures the page's Web
 * Vitals. Loaded only after the page is idle, only when a service is configured and the browser
 * does not object.
 */

/** The body of one `POST /api/event`. */
export type EventBody = {
  name: string;
  /** The page's pattern on this origin: `https://…/ko/community/notice/:id`, no query. */
  url: string;
  domain: string;
  referrer?: string;
  /** Strings only, at most 30 (the API's limits: keys 300 characters, values 2000). */
  props: Record<string, string>;
};

const analyticsEndpoint = () =>
  `${(import.meta.env.VITE_ANALYTICS_URL ?? '').replace(/\/+$/, '')}/api/event`;

/** The site's name at the service: `VITE_ANALYTICS_DOMAIN`, or the public origin's host. */
const analyticsDomain = () => import.meta.env.VITE_ANALYTICS_DOMAIN || new URL(env.siteOrigin).host;

/**
 * Where the visitor came from, as a site and nothing more: another site's page address (and
 * whatever its query held) is not the company's to keep. Internal navigation has none.
 */
function referrerSite(): string | undefined {
  if (!URL.canParse(document.referrer)) return undefined;
  const { origin } = new URL(document.referrer);
  return origin === window.location.origin || origin === 'null' ? undefined : `${origin}/`;
}

export function eventBody({ event, path, lang }: QueuedEvent): EventBody {
  const { name, ...details } = event;
  const props: Record<string, string> = { lang };
  for (const [key, value] of Object.entries(details)) {
    if (value !== undefined) props[key] = String(value).slice(0, 300);
  }
  const referrer = referrerSite();
  return {
    name,
    url: `${window.location.origin}${path}`,
    domain: analyticsDomain(),
    ...(referrer ? { referrer } : {}),
    props,
  };
}

const appStores: Record<string, 'app-store' | 'google-play'> = {
  'apps.apple.com': 'app-store',
  'play.google.com': 'google-play',
};

/** What a click on this link means for the company, if anything. */
export function linkEvent(link: Element, lang: string): AnalyticsEvent | undefined {
  const course = link.closest('[data-analytics-course]')?.getAttribute('data-analytics-course');
  const context = course ? { course } : {};
  const to = link.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
  if (isLanguage(to)) return to === lang ? undefined : { name: 'Language Switch', to };
  const href = link.getAttribute('href') ?? '';
  if (/^tel:/i.test(href)) return { name: 'Phone Link', ...context };
  if (/^mailto:/i.test(href)) return { name: 'Email Link', ...context };
  if (/^kakaotalk:/i.test(href)) return { name: 'KakaoTalk', ...context };
  if (!URL.canParse(href)) return undefined;
  const { hostname } = new URL(href);
  // A KakaoTalk channel, open chat or QR link (pf., open., qr.kakao.com), not Kakao's maps.
  if (/^(pf|open|qr)\.kakao\.com$/.test(hostname)) return { name: 'KakaoTalk', ...context };
  const store = appStores[hostname];
  return store ? { name: 'App Store Badge', store } : undefined;
}

type Post = (url: string, value: unknown) => void;
/** How events leave (error-report.ts's `postQuietly`, handed over by `analytics.ts`). */
let post: Post = () => undefined;

function sendEvent(item: QueuedEvent): void {
  post(analyticsEndpoint(), eventBody(item));
}

/** The share of visits that measure Web Vitals (`VITE_VITALS_SAMPLE`, 0 to 1; default 0.1). */
export function vitalsSample(): number {
  const value = Number(import.meta.env.VITE_VITALS_SAMPLE || '0.1');
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** The element or interaction behind a metric, as the library names it (a CSS selector). */
function attributionTarget(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    // Stryker disable next-line ConditionalExpression: without it the function ends, returning undefined all the same
    default:
      return undefined;
  }
}

export function vitalEvent(metric: MetricWithAttribution): VitalEvent {
  const target = metric.rating === 'poor' ? attributionTarget(metric) : undefined;
  return {
    name: 'Web Vitals',
    metric: metric.name,
    // Milliseconds, whole; CLS is a score without a unit.
    value: metric.name === 'CLS' ? metric.value.toFixed(3) : String(Math.round(metric.value)),
    rating: metric.rating,
    ...(target ? { target: target.slice(0, 300) } : {}),
  };
}

/**
 * Measures this visit's Web Vitals, if it is in the sample: each metric is reported once, when
 * the library has its final value (most when the page is hidden), for the page the visit
 * started on (the library measures the document, not the app's routes).
 */
function measureVitals(path: string, lang: string): void {
  if (Math.random() >= vitalsSample()) return;
  const report = (metric: MetricWithAttribution) =>
    sendEvent({ event: vitalEvent(metric), path, lang });
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}

/** Sends an event, or what a clicked link counts as (nothing, for most links). */
export function send(item: QueuedEvent | QueuedClick): void {
  if ('event' in item) return sendEvent(item);
  const event = linkEvent(item.link, item.lang);
  if (event) sendEvent({ event, path: item.path, lang: item.lang });
}

/**
 * Starts delivering through `poster`; `path` is the pattern of where the visit began. The
 * poster comes from the page's own code rather than an import: importing it would split the
 * report code into a chunk of its own that every page then loads.
 */
export function startSender(path: string, poster: Post): typeof send {
  post = poster;
  measureVitals(path, document.documentElement.lang);
  return send;
}

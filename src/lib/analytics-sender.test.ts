import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { postQuietly } from '@/lib/error-report';
import { eventBody, linkEvent, startSender, vitalEvent, vitalsSample } from './analytics-sender';

/** The Web Vitals library, as far as the sender uses it: which metrics it asked to be told. */
const vitals = vi.hoisted(() => ({
  asked: [] as string[],
  report: undefined as ((metric: unknown) => void) | undefined,
}));
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (report: (metric: unknown) => void) => {
    vitals.asked.push(name);
    vitals.report = report;
  };
  return {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  };
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  vitals.asked.length = 0;
  vitals.report = undefined;
});

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

describe('what a link click counts', () => {
  it('phone, e-mail, KakaoTalk, app stores and the language switch; with the course around it', () => {
    expect(linkEvent(link('tel:+82-2-6952-3710'), 'ko')).toEqual({ name: 'Phone Link' });
    expect(linkEvent(link('mailto:contact@trio-sport.example'), 'ko')).toEqual({
      name: 'Email Link',
    });
    expect(linkEvent(link('https://pf.kakao.com/_trio/chat'), 'ko')).toEqual({ name: 'KakaoTalk' });
    expect(linkEvent(link('https://open.kakao.com/o/trio'), 'ko')).toEqual({ name: 'KakaoTalk' });
    expect(linkEvent(link('https://map.kakao.com/?q=x'), 'ko')).toBeUndefined();
    expect(linkEvent(link('https://apps.apple.com/app/trio/id1'), 'ko')).toEqual({
      name: 'App Store Badge',
      store: 'app-store',
    });
    expect(linkEvent(link('https://play.google.com/store/apps/details?id=trio'), 'ko')).toEqual({
      name: 'App Store Badge',
      store: 'google-play',
    });
    expect(linkEvent(link('/en/home', { 'data-remember-language': 'en' }), 'ko')).toEqual({
      name: 'Language Switch',
      to: 'en',
    });
    // The page's own language: no switch.
    expect(linkEvent(link('/ko/home', { 'data-remember-language': 'ko' }), 'ko')).toBeUndefined();
    expect(linkEvent(link('/ko/company'), 'ko')).toBeUndefined();
    const facts = document.createElement('dl');
    facts.setAttribute('data-analytics-course', 'badminton');
    document.body.append(facts);
    const phone = link('tel:+82-2-6952-3710');
    facts.append(phone);
    expect(linkEvent(phone, 'ko')).toEqual({ name: 'Phone Link', course: 'badminton' });
  });

  it('whatever the case of the scheme; not a look-alike host or an address that only mentions one', () => {
    expect(linkEvent(link('TEL:+82-2-6952-3710'), 'ko')).toEqual({ name: 'Phone Link' });
    expect(linkEvent(link('MailTo:contact@trio-sport.example'), 'ko')).toEqual({
      name: 'Email Link',
    });
    expect(linkEvent(link('kakaotalk://plusfriend/home/_trio'), 'ko')).toEqual({
      name: 'KakaoTalk',
    });
    expect(linkEvent(link('https://qr.kakao.com/talk/trio'), 'ko')).toEqual({ name: 'KakaoTalk' });
    expect(linkEvent(link('https://notpf.kakao.com/_trio'), 'ko')).toBeUndefined();
    expect(linkEvent(link('https://pf.kakao.com.evil.example/_trio'), 'ko')).toBeUndefined();
    expect(linkEvent(link('https://search.example/?q=tel:1588-1234'), 'ko')).toBeUndefined();
    expect(linkEvent(link('https://search.example/?q=mailto:a@b.example'), 'ko')).toBeUndefined();
    expect(linkEvent(link('https://search.example/?q=kakaotalk:x'), 'ko')).toBeUndefined();
  });
});

describe('the events API body', () => {
  it('names the page by its pattern on this origin, the site by its name, props as strings', () => {
    vi.stubEnv('VITE_ANALYTICS_DOMAIN', 'trio-sport.kr');
    const body = eventBody({
      event: { name: 'Application Sent', course: 'table-tennis' },
      path: '/zh/reset/password/:token',
      lang: 'zh',
    });
    expect(body).toEqual({
      name: 'Application Sent',
      url: `${window.location.origin}/zh/reset/password/:token`,
      domain: 'trio-sport.kr',
      props: { lang: 'zh', course: 'table-tennis' },
    });
  });

  it('leaves out a detail not given, and cuts one longer than the service takes (300)', () => {
    const { props } = eventBody({
      event: { name: 'Inquiry Sent', topic: 'x'.repeat(400) },
      path: '/en/inquiry',
      lang: 'en',
    });
    expect(props).toEqual({ lang: 'en', topic: 'x'.repeat(300) });
    expect(
      eventBody({ event: { name: 'KakaoTalk', course: undefined }, path: '/', lang: 'en' }).props,
    ).toEqual({ lang: 'en' });
  });

  it('names the site by the public origin without VITE_ANALYTICS_DOMAIN', () => {
    vi.stubEnv('VITE_ANALYTICS_DOMAIN', '');
    expect(eventBody({ event: { name: 'pageview' }, path: '/', lang: 'en' }).domain).toBe(
      'trio-sport.example',
    );
  });

  it('gives another site as a referrer by its origin only, and none for the site itself', () => {
    const referrer = vi.spyOn(document, 'referrer', 'get');
    referrer.mockReturnValue('https://search.example/results?q=trio+sport+course');
    expect(eventBody({ event: { name: 'pageview' }, path: '/', lang: 'en' }).referrer).toBe(
      'https://search.example/',
    );
    referrer.mockReturnValue(`${window.location.origin}/en/home?token=1`);
    expect(eventBody({ event: { name: 'pageview' }, path: '/', lang: 'en' })).not.toHaveProperty(
      'referrer',
    );
    // A page opened from a bookmark, or one without an origin of its own.
    for (const none of ['', 'about:blank']) {
      referrer.mockReturnValue(none);
      expect(eventBody({ event: { name: 'pageview' }, path: '/', lang: 'en' })).not.toHaveProperty(
        'referrer',
      );
    }
  });

  it('posts plain-text JSON to <service>/api/event, without cookies, naming only the origin', () => {
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.trio.example/');
    vi.stubEnv('VITE_VITALS_SAMPLE', '0');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    const send = startSender('/en/home', postQuietly);
    send({ event: { name: 'Login' }, path: '/en/auth/login', lang: 'en' });
    // A link that means nothing to the company sends nothing.
    send({ link: link('/en/company'), path: '/en/home', lang: 'en' });
    send({ link: link('mailto:contact@trio-sport.example'), path: '/en/home', lang: 'en' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('https://stats.trio.example/api/event');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
      referrerPolicy: 'strict-origin',
    });
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Login',
      url: `${window.location.origin}/en/auth/login`,
    });
    expect(JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body))).toMatchObject({
      name: 'Email Link',
      props: { lang: 'en' },
    });
  });
});

describe('Web Vitals', () => {
  /** A metric as the library reports it, with only the fields the site reads. */
  const metric = (values: Record<string, unknown>) =>
    ({
      delta: 0,
      id: 'v1',
      entries: [],
      navigationType: 'navigate',
      ...values,
    }) as unknown as MetricWithAttribution;

  it('sends the value and rating, and what caused a poor one', () => {
    expect(
      vitalEvent(
        metric({
          name: 'LCP',
          value: 4812.4,
          rating: 'poor',
          attribution: { target: 'main>section.hero>img' },
        }),
      ),
    ).toEqual({
      name: 'Web Vitals',
      metric: 'LCP',
      value: '4812',
      rating: 'poor',
      target: 'main>section.hero>img',
    });
    expect(
      vitalEvent(
        metric({
          name: 'INP',
          value: 96,
          rating: 'good',
          attribution: { interactionTarget: 'button.menu' },
        }),
      ),
    ).toEqual({ name: 'Web Vitals', metric: 'INP', value: '96', rating: 'good' });
    expect(
      vitalEvent(
        metric({
          name: 'CLS',
          value: 0.31234,
          rating: 'poor',
          attribution: { largestShiftTarget: '#root>footer' },
        }),
      ),
    ).toMatchObject({ value: '0.312', target: '#root>footer' });
    expect(
      vitalEvent(
        metric({
          name: 'INP',
          value: 612,
          rating: 'poor',
          attribution: { interactionTarget: 'button.menu' },
        }),
      ),
    ).toMatchObject({ target: 'button.menu' });
    // A poor first paint names no element; a selector longer than the service takes is cut.
    expect(
      vitalEvent(metric({ name: 'FCP', value: 4100, rating: 'poor', attribution: {} })),
    ).not.toHaveProperty('target');
    expect(
      vitalEvent(
        metric({
          name: 'LCP',
          value: 5000,
          rating: 'poor',
          attribution: { target: `main>${'div>'.repeat(100)}img` },
        }),
      ).target,
    ).toHaveLength(300);
  });

  it('measures the visits in the sample, each metric once, for the page the visit began on', () => {
    // However many slashes the address ends in.
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.trio.example//');
    vi.stubEnv('VITE_VITALS_SAMPLE', '0.5');
    vi.stubEnv('VITE_ANALYTICS_DOMAIN', '');
    document.documentElement.lang = 'es';
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const post = vi.fn();
    startSender('/es/home', post);
    expect(vitals.asked).toEqual([]);

    random.mockReturnValue(0.49);
    startSender('/es/home', post);
    expect(vitals.asked).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    vitals.report?.(metric({ name: 'TTFB', value: 812.6, rating: 'needs-improvement' }));
    expect(post).toHaveBeenCalledWith('https://stats.trio.example/api/event', {
      name: 'Web Vitals',
      url: `${window.location.origin}/es/home`,
      domain: 'trio-sport.example',
      props: { lang: 'es', metric: 'TTFB', value: '813', rating: 'needs-improvement' },
    });
  });

  it('measures a configurable share of visits, 0.1 unless the build says otherwise', () => {
    vi.stubEnv('VITE_VITALS_SAMPLE', '');
    expect(vitalsSample()).toBe(0.1);
    vi.stubEnv('VITE_VITALS_SAMPLE', '1');
    expect(vitalsSample()).toBe(1);
    vi.stubEnv('VITE_VITALS_SAMPLE', '0.25');
    expect(vitalsSample()).toBe(0.25);
    vi.stubEnv('VITE_VITALS_SAMPLE', 'lots');
    expect(vitalsSample()).toBe(0);
    vi.stubEnv('VITE_VITALS_SAMPLE', '2');
    expect(vitalsSample()).toBe(1);
    vi.stubEnv('VITE_VITALS_SAMPLE', '-1');
    expect(vitalsSample()).toBe(0);
  });
});

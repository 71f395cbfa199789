import { cleanup, render as renderOnClient, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createHydratingRouter } from '@/app/router';
import { env } from '@/config/env';
import { render } from '@/entry-server';

const title = 'A sport for three teams | TRIO';

afterEach(() => {
  // Unmounted first: React removes the head tags it hydrated, then the build's copy goes too.
  cleanup();
  document.head.replaceChildren();
});

/** The markup with the detected language's emphasis taken out again. */
const withoutEmphasis = (html: string) =>
  html.replaceAll(' landing__entry--suggested', '').replaceAll(' button--primary', '');

describe('the pre-rendered landing page', () => {
  it('renders the x-default head and no detected language at build time', async () => {
    const page = await render('/');
    expect(page.lang).toBe('en');
    expect(page.head).toContain(`<title>${title}</title>`);
    expect(page.head).toMatch(/<meta name="description" content="TRIO is a sport for three teams/);
    expect(page.head).toContain(`<link rel="canonical" href="${env.siteOrigin}/"/>`);
    for (const lang of ['ko', 'en', 'zh', 'es']) {
      expect(page.head).toContain(
        `<link rel="alternate" hrefLang="${lang}" href="${env.siteOrigin}/${lang}/home"/>`,
      );
    }
    expect(page.head).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${env.siteOrigin}/"/>`,
    );
    // Each entry in its own language, as plain links; none is the primary one.
    for (const [lang, text] of [
      ['ko', '홈페이지 바로가기'],
      ['en', 'Enter the site'],
      ['zh', '进入网站'],
      ['es', 'Entrar al sitio'],
    ]) {
      expect(page.body).toMatch(new RegExp(`<li lang="${lang}" class="landing__entry">`));
      expect(page.body).toContain(
        `<a class="button landing__enter" hrefLang="${lang}" data-remember-language="${lang}" href="/${lang}/home" data-discover="true">${text}</a>`,
      );
    }
    expect(page.body).not.toContain('button--primary');
    expect(page.body).not.toContain('landing__entry--suggested');
  });

  it.each([
    [
      'ko',
      'the cookie',
      '홈페이지 바로가기',
      () => (document.cookie = 'i18n_redirected=ko; path=/'),
    ],
    [
      'zh',
      'the browser',
      '进入网站',
      () => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en']),
    ],
    [
      'es',
      'the browser',
      'Entrar al sitio',
      () => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']),
    ],
  ])(
    'hydrates for a visitor whose language is %s (from %s): same text, only the emphasis changes',
    async (_lang, _source, entry, detect) => {
      const page = await render('/');
      // The page as the build writes it (tools/vite/page-html.ts), then the visitor's browser.
      document.documentElement.lang = page.lang;
      document.head.innerHTML = page.head;
      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = page.body;
      document.body.append(container);
      detect();
      const textBefore = container.textContent;
      const markupBefore = container.innerHTML;

      const router = await createHydratingRouter(window.location);
      expect(router, 'the page hydrates (no redirect, no failed loader)').toBeDefined();
      if (!router) return;
      const onRecoverableError = vi.fn();
      // hydrateRoot on the pre-rendered markup, as src/app/start.tsx does; unmounted by cleanup.
      renderOnClient(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
        { container, hydrate: true, onRecoverableError },
      );

      // After hydration the detected language's entry becomes the primary one...
      await waitFor(() =>
        expect(screen.getByRole('link', { name: entry })).toHaveClass('button--primary'),
      );
      expect(container.querySelectorAll('.button--primary')).toHaveLength(1);
      expect(container.querySelectorAll('.landing__entry--suggested')).toHaveLength(1);
      // ...and nothing else changes: no text, no language, no markup but the two classes.
      expect(container.textContent).toBe(textBefore);
      expect(withoutEmphasis(container.innerHTML)).toBe(markupBefore);
      expect(document.documentElement.lang).toBe('en');
      expect(document.title).toBe(title);
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
      // React reports a hydration mismatch as a recoverable error and a console.error.
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(vi.mocked(console.error)).not.toHaveBeenCalled();
      expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
    },
  );
});

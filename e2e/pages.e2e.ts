import { mkdirSync, writeFileSync } from 'node:fs';
import { languages, type Language } from '../src/config/languages';
import { pageNames, pages, type PageName } from '../src/config/pages';
import { paths } from '../src/config/paths';
import { privacy } from '../src/config/privacy';
import { terms } from '../src/config/terms';
import { seriousViolations } from './support/axe';
import { obscuredStops } from './support/focus';
import { demoMember } from '../src/demo-api/db';
import { expect, test } from './support/fixtures';
import { imitateOtherLocaleData } from './support/other-locale-data';
import { desktop, phone } from './support/viewports';
import type { Web } from './support/web/driver';
import { PlaywrightWeb } from './support/web/playwright-web';
import { byLabel, byRole } from './support/web/query';

/**
 * The page sweep, in every engine: every page (and the landing page) in four languages loads,
 * hydrates without a mismatch and logs nothing (console errors and warnings, page errors, failed
 * requests); every page in the site's chrome links the terms and the privacy policy (in bold)
 * from its footer; on a phone nothing scrolls sideways; in English, a Shift+Tab round of each
 * page leaves no stop more than half under the header (WCAG 2.4.11: each engine scrolls focus its own
 * way). One test per size and language walks all its pages in one tab, a visitor going from page
 * to page.
 *
 * Every engine walks the phone size in every language (the sideways scroll depends on each
 * language's words, hydration on each engine's locale data); Chromium also walks the desktop
 * size in English (playwright.config.ts): the header's height at that width is the same CSS in
 * every engine, and hydration does not depend on the width. Only the backward round: a header
 * at the top can only cover a stop the engine scrolls to the top edge, which is where Shift+Tab
 * brings the stop above; Tab brings the next stop in at the bottom edge. Chromium walks under
 * another browser's locale data (support/other-locale-data.ts), so what hydrates there cannot
 * depend on `Intl`, with axe (WCAG 2.1 A/AA, serious and critical) on the English desktop and the
 * Korean phone: a Latin and a CJK script, each width once (axe is most of a walk's time; names
 * missing in a language are the typed locale files' and the unit tests' to find). Decision 012.
 * Full-page screenshots of every page and engine for a visual review:
 * `E2E_SCREENSHOTS=1 npm run test:e2e` (then every engine walks every size and language).
 */
const screenshots = process.env.E2E_SCREENSHOTS ? 'e2e-output/screenshots' : undefined;

function urlOf(lang: Language, page: PageName): string {
  if (page === 'communityNoticeDetail') return paths.communityNoticeDetail(lang, { id: 1 });
  if (page === 'resetPassword') return paths.resetPassword(lang, { token: 'a1b2c3d4e5f6' });
  // The first version of each legal text: pre-rendered at its own address like the others.
  if (page === 'termsVersion')
    return paths.termsVersion(lang, { date: terms.versions[0]!.effectiveDate });
  if (page === 'privacyVersion') {
    return paths.privacyVersion(lang, { date: privacy.versions[0]!.effectiveDate });
  }
  return (paths[page] as (lang: Language) => string)(lang);
}

/** The profile page is for members: it comes last, after logging in. */
const order = [...pageNames.filter((name) => name !== 'authProfile'), 'authProfile' as const];

/** Whether the walk at this size and language runs, in every engine (see above). */
function walked(size: string, lang: Language): boolean {
  return Boolean(screenshots) || size === 'phone' || lang === 'en';
}

async function logIn(web: Web) {
  await web.goto('/en/auth/login');
  await web.fill(byLabel('Email (login ID)'), demoMember.email);
  await web.fill(byLabel('Password'), demoMember.password);
  await web.click(byRole('button', 'Log in'));
  await web.waitForPath('/en/home');
  await web.waitForSettled();
}

/** Focus back on the document, as after a page load. */
function blur() {
  (document.activeElement as HTMLElement | null)?.blur();
  window.getSelection()?.removeAllRanges();
  window.scrollTo(0, 0);
  return true;
}

/** What is wrong with one page, as seen now. */
async function check(
  web: Web,
  name: PageName | 'landing',
  url: string,
  lang: Language,
  size: string,
): Promise<string[]> {
  const found: string[] = [];
  await web.goto(url);
  // Plain DOM, not the in-page queries: 168 pages per engine, each would load them.
  await web.waitFor(
    () => web.evaluate(() => Boolean(document.querySelector('h1')?.checkVisibility())),
    `a visible heading on ${url}`,
  );
  await web.waitForSettled();
  const lang_ = await web.evaluate(() => document.documentElement.lang);
  // The landing page speaks the language the visitor's browser asks for.
  if (url !== '/' && lang_ !== lang) found.push(`lang="${lang_}"`);
  if (size === 'phone') {
    const overflow = await web.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    if (overflow > 0) found.push(`scrolls sideways by ${overflow} px`);
  }
  // Korean practice: the terms and the privacy policy, set apart in bold, from every page's footer.
  if (name !== 'landing' && pages[name].layout === 'chrome') {
    const legal = await web.evaluate(
      ([terms, privacy]) => {
        const links = [...document.querySelectorAll('footer a')];
        const terms_ = links.find((link) => link.getAttribute('href') === terms);
        const privacy_ = links.find((link) => link.getAttribute('href') === privacy);
        return { terms: Boolean(terms_), privacy: Boolean(privacy_?.querySelector('strong')) };
      },
      [paths.terms(lang), paths.privacy(lang)],
    );
    if (!legal.terms) found.push('no link to the terms in the footer');
    if (!legal.privacy) found.push('no link to the privacy policy, in bold, in the footer');
  }
  const axe = size === 'phone' ? lang === 'ko' : lang === 'en';
  if (web instanceof PlaywrightWeb && axe) {
    found.push(...(await seriousViolations(web.page)));
  }
  // The pre-rendered pages: the forms' pages have a handful of stops at the top.
  if (lang === 'en' && (name === 'landing' || pages[name].prerender)) {
    found.push(...(await obscuredStops(web, 'backward')).map((stop) => `Shift+Tab: ${stop}`));
    await web.evaluate(blur);
  }
  return found;
}

for (const [size, viewport] of Object.entries({ desktop, phone })) {
  for (const lang of languages) {
    // Not declared rather than skipped: a skipped test would still start a browser session.
    if (!walked(size, lang)) continue;
    test(`at ${size} size in ${lang}, every page loads cleanly and hydrates without a mismatch`, async ({
      web,
    }) => {
      test.setTimeout(240_000);
      if (web instanceof PlaywrightWeb) {
        await web.page.context().addInitScript(imitateOtherLocaleData);
      }
      await web.setViewport(viewport);
      const failures: Record<string, string[]> = {};
      let seen = 0;
      // The landing page once per size, with English.
      const urls: Array<readonly [PageName | 'landing', string]> = order.map(
        (name) => [name, urlOf(lang, name)] as const,
      );
      if (lang === 'en') urls.unshift(['landing', '/']);
      for (const [name, url] of urls) {
        if (name === 'authProfile') await logIn(web);
        const found = await check(web, name, url, lang, size);
        // Let the page finish what it started (late errors belong to it, not to the next).
        await new Promise((done) => setTimeout(done, 50));
        const problems = (await web.problems()).slice(seen);
        seen += problems.length;
        found.push(...problems);
        if (found.length) failures[url] = found;
        if (screenshots) {
          mkdirSync(screenshots, { recursive: true });
          const file = `${screenshots}/${web.engine}-${lang}-${name}-${size}.png`;
          writeFileSync(file, await web.screenshot());
        }
      }
      expect(failures).toEqual({});
    });
  }
}

test.describe(() => {
  // Skipped before the test starts a session in the other engines.
  test.skip(({ engine }) => engine !== 'chromium', 'It is what the Chromium walks run under');
  test('the imitation of other locale data really writes numbers otherwise', async ({ web }) => {
    if (!(web instanceof PlaywrightWeb)) return;
    await web.page.context().addInitScript(imitateOtherLocaleData);
    await web.goto('/');
    const formatted = await web.evaluate(() => [
      new Intl.NumberFormat('zh', { style: 'currency', currency: 'KRW' }).format(231000),
      (3500).toLocaleString('en'),
      new Intl.ListFormat('en', { type: 'conjunction' }).format(['A', 'B', 'C']),
    ]);
    expect(formatted).toEqual(['￦２３１，０００', '３，５００', 'A / B / C']);
  });
});

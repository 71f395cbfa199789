import type { Browser, Page } from '@playwright/test';
import { prerenderedPages } from '../tools/vite/seo';
import { languages, type Language } from '../src/config/languages';
import { launchWithoutScripts } from '../tools/testbed/chromium';
import { expect, test, waitForApp, type Site } from './support/fixtures';
import { localeText } from './support/locale';
import { desktop, phone } from './support/viewports';

/**
 * Pre-rendered pages work before and without the app: links are plain links, the phone menu is
 * a native popover, the language switch is links (docs/decisions/008-start-up.md).
 */

/** The header's words in one language. */
function words(lang: Language) {
  const t = localeText(lang);
  return {
    nav: {
      label: t('common:nav.label'),
      openMenu: t('common:nav.openMenu'),
      company: t('common:nav.company'),
    },
    language: { choose: t('common:language.choose') },
  };
}

/** The same page in the next language: what its language switch must open. */
function otherLanguage(lang: Language): Language {
  return languages[(languages.indexOf(lang) + 1) % languages.length] ?? 'en';
}

async function pageWithoutScripts(browser: Browser, site: Site, viewport: typeof phone) {
  const context = await browser.newContext({
    baseURL: site.url,
    javaScriptEnabled: false,
    viewport,
    locale: 'en-US',
  });
  return { context, page: await context.newPage() };
}

/** The header's link to a section: in the bar on a desktop, in the menu on a phone. */
async function sectionLink(page: Page, lang: Language, onPhone: boolean) {
  if (onPhone) {
    await page.getByRole('button', { name: words(lang).nav.openMenu }).click();
  }
  const nav = page.getByRole('navigation', { name: words(lang).nav.label });
  await expect(nav).toBeVisible();
  return nav.getByRole('link', { name: words(lang).nav.company });
}

for (const [sizeName, viewport] of Object.entries({ phone, desktop })) {
  for (const lang of languages) {
    // Each language's words are checked in the phone's menu; the desktop bar is the same
    // component in every language, walked once, in English.
    if (sizeName === 'desktop' && lang !== 'en') continue;
    test(`without JavaScript, at ${sizeName} size in ${lang}: header, menu and language links work on every page`, async ({
      browser,
      site,
    }) => {
      test.setTimeout(120_000);
      const { context, page } = await pageWithoutScripts(browser, site, viewport);
      const onPhone = viewport === phone;
      const other = otherLanguage(lang);
      const paths = prerenderedPages()
        .filter((entry) => entry.lang === lang)
        .map((entry) => entry.path);
      const built = new Set(prerenderedPages().map((entry) => entry.path));
      // On every page the menu opens and its links can be clicked (a trial click: visible, still,
      // nothing over them) and lead to a page of the build; the header is the same component on
      // every page, so following them for real once per language and size says they work.
      for (const [index, path] of paths.entries()) {
        await page.goto(path);
        await expect(page.locator('h1').first(), path).toBeVisible();
        const section = await sectionLink(page, lang, onPhone);
        await section.click({ trial: true });
        expect(built, path).toContain(await section.getAttribute('href'));
        // The language switch opens this page in another language (the menu holds it on a phone).
        const switcher = page
          .getByRole('navigation', { name: words(lang).language.choose })
          .locator(`a[hreflang="${other}"]`);
        const sameInOther = path.replace(`/${lang}/`, `/${other}/`);
        expect(await switcher.getAttribute('href'), path).toBe(sameInOther);
        await switcher.click({ trial: true });
        if (index > 0) continue;
        await switcher.click();
        await page.waitForURL(sameInOther);
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await page.goto(path);
        await (await sectionLink(page, lang, onPhone)).click();
        await page.waitForURL(`/${lang}/company`);
        await expect(page.locator('h1').first()).toBeVisible();
      }
      await context.close();
    });
  }
}

test('without JavaScript, controls that need the app are hidden and forms say why', async ({
  site,
}) => {
  // (Playwright's text queries skip <noscript>, hence the class.)
  const browser = await launchWithoutScripts();
  const page = await browser.newPage({ baseURL: site.url, viewport: desktop });
  await page.goto('/en/certificate/sport');
  await expect(page.getByRole('button', { name: 'Apply for this course' }).first()).toBeHidden();
  const note = page.locator('.noscript-note').first();
  await expect(note).toBeVisible();
  await expect(note).toHaveText(/^This form needs JavaScript/);
  await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
  // The inquiry page says so too, and offers the ways that need no script.
  await page.goto('/en/inquiry');
  await expect(page.locator('.noscript-note')).toHaveText(/^This form needs JavaScript/);
  await expect(page.getByRole('link', { name: /KakaoTalk channel/ }).first()).toBeVisible();
  await page.goto('/ko/auth/login');
  await expect(page.locator('.noscript-note')).toBeVisible();
  await expect(page.locator('.noscript-note')).toHaveText(/^이 페이지는 자바스크립트가/);
  await expect(page.locator('.noscript-note a')).toHaveAttribute('href', '/ko/home');
  await browser.close();
});

test('the phone menu: opens, closes with Escape, says it is expanded, the same after the app', async ({
  browser,
  site,
}) => {
  for (const scripts of [false, true]) {
    const context = await browser.newContext({
      baseURL: site.url,
      javaScriptEnabled: scripts,
      viewport: phone,
    });
    const page = await context.newPage();
    await page.goto('/en/trio');
    if (scripts) await waitForApp(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const expanded = async () => {
      const cdp = await context.newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const node = nodes.find(
        (candidate) => candidate.role?.value === 'button' && candidate.name?.value === 'Menu',
      );
      return node?.properties?.find((property) => property.name === 'expanded')?.value.value;
    };
    const before = await button.boundingBox();
    await expect(menu).toBeHidden();
    expect(await expanded()).toBe(false);
    await button.click();
    await expect(menu).toBeVisible();
    expect(await expanded()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // Nothing moves when the app takes over.
    expect(await button.boundingBox()).toEqual(before);
    await context.close();
  }
});

test('a tap half a second after the first paint navigates while the app is still loading', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ baseURL: site.url, viewport: phone, hasTouch: true });
  const page = await context.newPage();
  // The app's scripts take five seconds, as on a slow phone network.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue().catch(() => undefined);
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
  });
  await page.goto('/en/trio/rule', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  await page.waitForTimeout(500);
  const started = Date.now();
  await page.getByRole('link', { name: 'TRIO — Home' }).tap();
  await page.waitForURL('/en/home', { waitUntil: 'commit' });
  expect(Date.now() - started).toBeLessThan(3000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // One page load, handled once: no second navigation when the scripts arrive.
  await page.waitForTimeout(500);
  expect(navigations).toEqual(['/en/trio/rule', '/en/home']);
  await context.close();
});

test('a phone menu opened while the app is still loading stays open when the app takes over', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ baseURL: site.url, viewport: phone });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/en/trio');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  release();
  await waitForApp(page);
  await page.waitForTimeout(300);
  await expect(menu).toBeVisible();
  await context.close();
});

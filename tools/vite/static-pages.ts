import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageNames, languages, type Language } from '../../src/config/languages.ts';
import { escapeHtml } from './seo.ts';
import { iconHeadHtml } from './site-icons.ts';
import { siteColours } from './style-tokens.ts';

type NotFoundCopy = { title: string; body: string; home: string };
type CommonCopy = {
  meta: { titleTemplate: string };
  notFound: NotFoundCopy;
  noscript: { page: string };
};

/** The app's own words (locales/<lang>/common.json), for the pages the app does not render. */
function commonCopy(root: string, lang: Language): CommonCopy {
  return JSON.parse(readFileSync(join(root, 'locales', lang, 'common.json'), 'utf8')) as CommonCopy;
}

/**
 * What hosts answer an unknown path with (HTTP 404): the app's "page not found" in the four
 * languages, each with its way home. Plain HTML with no script: it is also the answer to a
 * missing file under /assets/, which must never start the app (docs/decisions/010-hosting.md).
 */
export function notFoundPage(root: string): string {
  const colour = siteColours(['text', 'muted', 'bg', 'surface', 'border', 'primary', 'focus']);
  const copies = languages.map((lang) => ({ lang, ...commonCopy(root, lang).notFound }));
  const english = copies.find(({ lang }) => lang === 'en') ?? copies[0];
  const sections = copies.map(
    ({ lang, title, body, home }) =>
      `<section lang="${lang}"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(body)}</p>` +
      `<a href="/${lang}/home">${escapeHtml(home)} (${escapeHtml(languageNames[lang])})</a></section>`,
  );
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    ${iconHeadHtml().join('\n    ')}
    <title>${escapeHtml(english?.title ?? '')} | TRIO</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; line-height: 1.6; color: ${colour.text}; background: ${colour.surface}; }
      main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
      h1 { font-size: 1.5rem; margin: 0 0 1rem; }
      section { background: ${colour.bg}; border: 1px solid ${colour.border}; border-radius: 10px; padding: 1rem 1.25rem; margin: 0 0 1rem; word-break: keep-all; overflow-wrap: anywhere; }
      h2 { font-size: 1.15rem; margin: 0; }
      p { margin: 0.25rem 0 0.5rem; color: ${colour.muted}; }
      a { color: ${colour.primary}; font-weight: 600; }
      a:focus-visible { outline: 3px solid ${colour.focus}; outline-offset: 2px; box-shadow: 0 0 0 5px ${colour.text}; }
    </style>
  </head>
  <body>
    <main>
      <h1>404 · <a href="/">TRIO</a></h1>
      ${sections.join('\n      ')}
    </main>
  </body>
</html>
`;
}

/**
 * The built `index.html` for a page that renders only in the browser (account pages, a notice,
 * a reset link): served at the page's own address with HTTP 200, in the page's language. With
 * scripts off it says, in that language, that the page needs them.
 */
export function appShell(
  template: string,
  { root, lang, indexed, page }: { root: string; lang: Language; indexed: boolean; page: string },
) {
  const { meta, noscript, notFound } = commonCopy(root, lang);
  // An account page is titled as the app will title it (`login.meta.title` in auth.json for
  // `authLogin`), so the tab and a screen reader name it before the app has loaded.
  const auth = JSON.parse(readFileSync(join(root, 'locales', lang, 'auth.json'), 'utf8')) as Record<
    string,
    { meta?: { title?: string } } | undefined
  >;
  const title =
    auth[page.replace(/^auth([A-Z])/, (_, first: string) => first.toLowerCase())]?.meta?.title;
  const head = [
    `<title>${escapeHtml(title ? meta.titleTemplate.replace('{{title}}', title) : 'TRIO')}</title>`,
    ...(indexed ? [] : ['<meta name="robots" content="noindex, nofollow" />']),
  ];
  const note =
    `<noscript><p class="noscript-note">${escapeHtml(noscript.page)} ` +
    `<a href="/${lang}/home">${escapeHtml(notFound.home)}</a></p></noscript>`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(lang)}">`)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `${note}\n    <div id="root"></div>`);
}

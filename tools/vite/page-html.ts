import { escapeHtml } from './seo.ts';

export type PageParts = {
  lang: string;
  /** Title, description, canonical, alternates and Open Graph tags. */
  head: string[];
  /** The rendered markup of `#root`. */
  body: string;
  /** The page's stylesheets, inlined. */
  css: string;
  /** The app's entry, which the inline script imports after the first paint. */
  entry: string;
  /** The files the inline script preloads along with it. */
  modules: string[];
  /** The inline script itself (src/bootstrap.ts, transpiled). */
  bootstrap: string;
};

/**
 * One pre-rendered page from the built `index.html`: the page's language, head tags and styles,
 * and its markup in `#root`; the entry's `<script src>`, module preloads and stylesheet links
 * give way to the inline script (docs/decisions/004-prerendering.md).
 */
export function pageHtml(template: string, page: PageParts): string {
  const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!entryScript.test(template)) throw new Error('index.html: expected one entry script');
  const head = [
    ...page.head,
    // Chrome may paint a half-parsed page and then move what it painted once the rest is parsed:
    // the first frame waits for the whole <main> (browsers without rel=expect ignore it).
    '<link rel="expect" href="#main-content" blocking="render">',
    `<style>${page.css}</style>`,
    `<meta name="trio:entry" content="${escapeHtml(page.entry)}">`,
    `<meta name="trio:modules" content="${escapeHtml(page.modules.join(' '))}">`,
  ];
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(entryScript, () => `<script type="module">${page.bootstrap}</script>`)
      .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
      // Not inert: before the app has hydrated, a link is a plain link (docs/decisions/008).
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
  );
}

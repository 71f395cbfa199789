import { languages, type Language } from '../../src/config/languages.ts';
import { pageNames, pages, type PageName } from '../../src/config/pages.ts';

/** For text and attribute values of generated HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** A page's address in a language: `/en/trio/rule`. Only for pages without parameters. */
export function pagePath(name: PageName, lang: Language): string {
  const path = pages[name].path;
  if (path.includes(':')) throw new Error(`${name} has parameters: it has no single address`);
  return `/${lang}/${path}`;
}

/** Every page the table marks as pre-rendered, in every language. */
export function prerenderedPages(): { name: PageName; lang: Language; path: string }[] {
  return pageNames
    .filter((name) => pages[name].prerender)
    .flatMap((name) => languages.map((lang) => ({ name, lang, path: pagePath(name, lang) })));
}

/** Every pre-rendered, indexed URL with its language alternates. */
export function sitemap(siteOrigin: string): string {
  const entries = prerenderedPages()
    .filter(({ name }) => pages[name].indexed)
    .map(({ name, path }) =>
      [
        '  <url>',
        `    <loc>${siteOrigin}${path}</loc>`,
        ...languages.map(
          (language) =>
            `    <xhtml:link rel="alternate" hreflang="${language}" href="${siteOrigin}${pagePath(name, language)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${siteOrigin}/"/>`,
        '  </url>',
      ].join('\n'),
    );
  // The landing page: the x-default of every page, with each language's home as an alternate.
  const landing = [
    '  <url>',
    `    <loc>${siteOrigin}/</loc>`,
    ...languages.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${siteOrigin}${pagePath('home', language)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${siteOrigin}/"/>`,
    '  </url>',
  ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    landing,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages that are not indexed (the account and reset pages) stay out of search engines. */
export function robots(siteOrigin: string): string {
  const hidden = pageNames
    .filter((name) => !pages[name].indexed)
    // A pattern's fixed part: `reset/password/:token` → `reset/password/`.
    .map((name) => pages[name].path.split(':')[0]);
  return [
    'User-agent: *',
    ...languages.flatMap((lang) => hidden.map((path) => `Disallow: /${lang}/${path}`)),
    // App shells that hosts answer pages with parameters with (tools/vite/hosting.ts).
    'Disallow: /shell/',
    // The editor (tools/vite/admin.ts).
    'Disallow: /admin/',
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

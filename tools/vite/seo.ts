import { languages, type Language } from '../../src/config/languages.ts';
import { pageNames, pages, type PageName } from '../../src/config/pages.ts';
import { privacy } from '../../src/config/privacy.ts';
import { terms } from '../../src/config/terms.ts';
import { verificationMetaNames, type VerificationCodes } from '../../src/config/verification.ts';

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

/** A notice's address: `/en/community/notice/12`. */
export function noticePath(lang: Language, id: string): string {
  return `/${lang}/${pages.communityNoticeDetail.path.replace(':id', encodeURIComponent(id))}`;
}

/** Every page the table marks as pre-rendered, in every language. */
export function prerenderedPages(): { name: PageName; lang: Language; path: string }[] {
  return pageNames
    .filter((name) => pages[name].prerender)
    .flatMap((name) => languages.map((lang) => ({ name, lang, path: pagePath(name, lang) })));
}

/**
 * Every version of the terms and the privacy policy at its own address, in every language
 * (`/en/terms/2026-03-01`): the page table knows the pattern, the content the versions.
 */
export function legalVersionPages(): { name: PageName; lang: Language; path: string }[] {
  const documents = [
    { name: 'termsVersion', document: terms, pattern: pages.termsVersion.path },
    { name: 'privacyVersion', document: privacy, pattern: pages.privacyVersion.path },
  ] as const;
  return documents.flatMap(({ name, document, pattern }) =>
    document.versions.flatMap(({ effectiveDate }) =>
      languages.map((lang) => ({
        name,
        lang,
        path: `/${lang}/${pattern.replace(':date', effectiveDate)}`,
      })),
    ),
  );
}

/** A notice the build pre-rendered (tools/vite/notices.ts). */
export type SitemapNotice = { lang: Language; id: string; createdAt?: string };

/**
 * Every pre-rendered, indexed URL with its language alternates, then every notice with its date
 * as `lastmod` (the API gives no later edit date). A notice is listed in its own language only:
 * the company may publish one in fewer languages.
 */
export function sitemap(siteOrigin: string, notices: readonly SitemapNotice[] = []): string {
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
  const noticeEntries = notices.map(({ lang, id, createdAt }) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(`${siteOrigin}${noticePath(lang, id)}`)}</loc>`,
      ...(createdAt ? [`    <lastmod>${new Date(createdAt).toISOString()}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    landing,
    ...entries,
    ...noticeEntries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages that are not indexed (the account and reset pages) stay out of search engines. */
export function robots(siteOrigin: string, codes?: VerificationCodes): string {
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
    ...robotsVerification(codes),
    '',
  ].join('\n');
}

/**
 * The `<meta>` tags each engine looks for on the landing page. Daum checks robots.txt instead
 * (`robotsVerification`). The codes are content (`content/verification.json`).
 */
export function verificationMetaTags(codes: VerificationCodes): string[] {
  return Object.entries(verificationMetaNames).flatMap(([engine, name]) => {
    const code = codes[engine as keyof typeof verificationMetaNames]?.trim();
    return code ? [`<meta name="${name}" content="${escapeHtml(code)}">`] : [];
  });
}

/** Daum's webmaster tool reads its code from a comment line of robots.txt. */
function robotsVerification(codes?: VerificationCodes): string[] {
  const code = codes?.daum?.trim().replace(/[\r\n]/g, '');
  return code ? [`#DaumWebMasterTool:${code}`] : [];
}

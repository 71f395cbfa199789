/**
 * Build-time pre-rendering (see docs/decisions/004-prerendering.md). The Vite plugin in
 * vite.config.ts builds this module for Node and calls `prerender` for every public page; no
 * server runs this at run time.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { pageDefinitions, pageSourceFile, routes } from './app/routes';
import { env } from './config/env';
import { languages, type Language } from './config/languages';
import { blankLayoutPages, pagePatterns, paths, type PageName } from './config/paths';
import { i18n, initI18n, loadNamespaces, namespaces } from './lib/i18n';

/** `og:locale` wants language_TERRITORY. */
const ogLocales: Record<Language, string> = {
  ko: 'ko_KR',
  en: 'en_US',
  zh: 'zh_CN',
  es: 'es_ES',
};

/** Every public page: not the account pages (client-only) and not one page per notice. */
export const prerenderedPages = (Object.keys(pagePatterns) as PageName[]).filter(
  (name) =>
    !(blankLayoutPages as readonly PageName[]).includes(name) && !pagePatterns[name].includes(':'),
);

type PathBuilder = (lang: Language) => string;

/**
 * `sources`: the lazy modules the page loads before it is interactive, besides the entry: the
 * app, the page and its translations. The build inlines their stylesheets and lists their files
 * for the page to preload.
 */
export function pageUrls(): { page: PageName; lang: Language; path: string; sources: string[] }[] {
  return prerenderedPages.flatMap((page) =>
    languages.map((lang) => ({
      page,
      lang,
      path: (paths[page] as PathBuilder)(lang),
      sources: [
        'src/app/start.tsx',
        pageSourceFile(page),
        ...[...new Set(['common', ...pageDefinitions[page].namespaces])].map(
          (namespace) => `locales/${lang}/${namespace}.json`,
        ),
      ],
    })),
  );
}

/**
 * The root loader syncs the session with the API and checks for a new build: neither means
 * anything at build time, so the pre-render only sets up the page's language.
 */
async function buildTimeRootLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as Language;
  await initI18n(lang);
  await loadNamespaces(lang, ['common']);
  return null;
}

const serverRoutes: RouteObject[] = routes.map((route) =>
  route.id === 'root' ? { ...route, loader: buildTimeRootLoader } : route,
);

const handler = createStaticHandler(serverRoutes);

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

export type PrerenderedPage = {
  lang: Language;
  /** Goes into `<head>`: title, description, canonical and alternates (PageMeta), Open Graph. */
  head: string;
  /** Goes into `#root`. */
  body: string;
};

/**
 * Renders one page. React 19 emits the page's `<title>`/`<meta>` (PageMeta) at the start of
 * the markup; they are moved into `<head>`, where the client's hoisting finds and reuses them.
 */
export async function prerender(path: string): Promise<PrerenderedPage> {
  const lang = path.split('/')[1] as Language;
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  // Every namespace, so whatever the page renders is in its language, never a key.
  await loadNamespaces(lang, namespaces);
  const request = new Request(`${env.siteOrigin}${path}`);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      {/* No inline hydration script: the CSP forbids it; the client runs the loaders itself. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const hoisted =
    /^((?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*)/.exec(markup)?.[1] ?? '';
  const body = markup.slice(hoisted.length);
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? '');
  const description = decodeEntities(
    /<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1] ?? '',
  );
  if (!title) throw new Error(`${path} renders no <title>`);
  if (!hoisted.includes('rel="canonical"')) throw new Error(`${path} renders no canonical link`);
  const rest = path.split('/').slice(2).join('/');
  const url = (language: Language) => `${env.siteOrigin}/${language}/${rest}`;
  const head = [
    hoisted,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="TRIO" />`,
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(url(lang))}" />`,
    `<meta property="og:locale" content="${ogLocales[lang]}" />`,
    ...languages
      .filter((language) => language !== lang)
      .map(
        (language) => `<meta property="og:locale:alternate" content="${ogLocales[language]}" />`,
      ),
  ].join('\n    ');
  return { lang, head, body };
}

/** Every pre-rendered URL with its language alternates. */
export function sitemap(): string {
  const entries = prerenderedPages.flatMap((page) =>
    languages.map((lang) => {
      const alternates = languages
        .map(
          (language) =>
            `    <xhtml:link rel="alternate" hreflang="${language}" href="${env.siteOrigin}${(paths[page] as PathBuilder)(language)}"/>`,
        )
        .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${env.siteOrigin}/"/>`);
      return [
        '  <url>',
        `    <loc>${env.siteOrigin}${(paths[page] as PathBuilder)(lang)}</loc>`,
        ...alternates,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Account and password-reset pages stay out of search engines. */
export function robots(): string {
  return [
    'User-agent: *',
    ...languages.flatMap((lang) => [`Disallow: /${lang}/auth/`, `Disallow: /${lang}/reset/`]),
    '',
    `Sitemap: ${env.siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

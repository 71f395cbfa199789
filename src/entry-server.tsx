/**
 * The app rendered to HTML at build time (tools/vite/prerender.ts builds this module for Node and
 * renders every pre-rendered page through it, notices with their API answers); no server runs
 * it at run time.
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
import { landingLanguage, loadLandingTranslations, type RootData } from './app/route-loaders';
import { routes } from './app/routes';
import { jsonLdMarkup, StructuredDataCollector } from './components/ui/structured-data';
import { apiAnswersMarkup, type ApiAnswers } from './config/api-answers';
import { env } from './config/env';
import type { Language } from './config/languages';
import { namespaces } from './config/namespaces';
import { languageOfPath, paths } from './config/paths';
import { providePreloadedAnswers } from './lib/api/preloaded';
import { provideHtmlWindow } from './lib/html-window';
import { loadNamespaces } from './lib/i18n';

/** The language a page renders in: its URL's, or for the landing page `/`, `x-default` English. */
function languageOfPage(pathname: string): Language {
  if (pathname === paths.landing()) return landingLanguage;
  const lang = languageOfPath(pathname);
  if (!lang) throw new Error(`${pathname} has no language`);
  return lang;
}

/**
 * The root loader syncs the session with the API and checks for a new build: neither means
 * anything at build time, so the pre-render only sets up the page's language. The visitor's
 * language is unknown here: the landing page renders with no language detected, which is also
 * what the client renders while it hydrates (src/app/routes/landing.tsx).
 */
async function buildTimeRootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const { pathname } = new URL(request.url);
  const lang = languageOfPage(pathname);
  if (pathname === paths.landing()) await loadLandingTranslations();
  else await loadNamespaces(lang, ['common']);
  return { lang };
}

const serverRoutes: RouteObject[] = routes.map((route) =>
  route.id === 'root' ? { ...route, loader: buildTimeRootLoader } : route,
);

const handler = createStaticHandler(serverRoutes);

/** The public origin the pages' canonical links name, for the build's Open Graph and sitemap. */
export const siteOrigin = env.siteOrigin;

export type RenderedPage = {
  /** `<html lang>`: the URL's language; for `/`, whose entries each carry their own, English. */
  lang: Language;
  /**
   * `<title>`, description, canonical and alternates, as React emits them (PageMeta), then the
   * page's JSON-LD blocks (StructuredData).
   */
  head: string;
  /** The markup of `#root`. */
  body: string;
};

export type RenderOptions = {
  /**
   * API answers to render the page with (src/config/api-answers.ts); they go into the page's
   * head too, so the app starts from them. None: API data renders as its loading state.
   */
  answers?: ApiAnswers;
  /**
   * A DOM window for DOMPurify (jsdom's, at the site's origin): notices are sanitised by the
   * same library and rules as in the browser. Typed loosely: the build's Node code has no DOM.
   */
  window?: unknown;
};

/**
 * Renders one page: a path the page table pre-renders, or the landing page `/`. React 19 emits
 * the page's `<title>`/`<meta>`/`<link>` (PageMeta) at the start of the markup; they are split
 * off for `<head>`, where the client's hoisting finds them.
 */
export async function render(path: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const { answers = {}, window } = options;
  if (window) provideHtmlWindow(window as Window & typeof globalThis);
  const lang = languageOfPage(path);
  // Every namespace, so whatever the page renders is in its language, never a key.
  await loadNamespaces(lang, namespaces);
  const context = await handler.query(new Request(`${env.siteOrigin}${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const blocks: string[] = [];
  // Set just before the synchronous render: renders one after another never mix their answers.
  providePreloadedAnswers(answers);
  const markup = renderToString(
    <StrictMode>
      <StructuredDataCollector blocks={blocks}>
        {/* No inline hydration script: the CSP forbids it; the client runs the loaders itself. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StructuredDataCollector>
    </StrictMode>,
  );
  const head =
    /^((?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*)/.exec(markup)?.[1] ?? '';
  const data = Object.keys(answers).length > 0 ? apiAnswersMarkup(answers) : '';
  return {
    lang,
    head: head + blocks.map(jsonLdMarkup).join('') + data,
    body: markup.slice(head.length),
  };
}

/**
 * The app rendered to HTML at build time (build/prerender.ts builds this module for Node and
 * renders every pre-rendered page through it); no server runs it at run time.
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
import { routes } from './app/routes';
import { env } from './config/env';
import { languageOfPath } from './config/paths';
import { loadNamespaces, namespaces } from './lib/i18n';

/**
 * The root loader syncs the session with the API and checks for a new build: neither means
 * anything at build time, so the pre-render only sets up the page's language.
 */
async function buildTimeRootLoader({ request }: LoaderFunctionArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  if (!lang) throw new Error(`${request.url} has no language`);
  await loadNamespaces(lang, ['common']);
  return { lang };
}

const serverRoutes: RouteObject[] = routes.map((route) =>
  route.id === 'root' ? { ...route, loader: buildTimeRootLoader } : route,
);

const handler = createStaticHandler(serverRoutes);

/** The public origin the pages' canonical links name, for the build's Open Graph and sitemap. */
export const siteOrigin = env.siteOrigin;

export type RenderedPage = {
  /** `<title>`, description, canonical and alternates, as React emits them (PageMeta). */
  head: string;
  /** The markup of `#root`. */
  body: string;
};

/**
 * Renders one page. React 19 emits the page's `<title>`/`<meta>`/`<link>` (PageMeta) at the start
 * of the markup; they are split off for `<head>`, where the client's hoisting finds them.
 */
export async function render(path: string): Promise<RenderedPage> {
  const lang = languageOfPath(path);
  if (!lang) throw new Error(`${path} has no language`);
  // Every namespace, so whatever the page renders is in its language, never a key.
  await loadNamespaces(lang, namespaces);
  const context = await handler.query(new Request(`${env.siteOrigin}${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      {/* No inline hydration script: the CSP forbids it; the client runs the loaders itself. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const head =
    /^((?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*)/.exec(markup)?.[1] ?? '';
  return { head, body: markup.slice(head.length) };
}

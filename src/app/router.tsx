import {
  createBrowserRouter,
  matchRoutes,
  type DataStrategyFunction,
  type DataStrategyResult,
  type HydrationState,
  type LoaderFunctionArgs,
} from 'react-router';
import { holdIfLeaving, setPendingNavigation } from '@/lib/chunk-reload';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * React-router's own strategy (every match to load, in parallel), held while a chunk that failed
 * meanwhile takes the browser to a new page (src/lib/chunk-reload.ts): the page being left stays
 * as it is, and no route renders from a module that never arrived.
 */
export const dataStrategy: DataStrategyFunction = ({ matches }) =>
  holdIfLeaving(async () => {
    const toLoad = matches.filter((match) => match.shouldLoad);
    const results = await Promise.all(
      toLoad.map(async (match): Promise<[string, DataStrategyResult]> => [
        match.route.id,
        await match.resolve(),
      ]),
    );
    return Object.fromEntries(results);
  });

export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  const router = createBrowserRouter(routes, { dataStrategy, hydrationData });
  setPendingNavigation(() => router.state.navigation.location);
  return router;
}

/**
 * For a page pre-rendered at build time: resolves the matched lazy routes and runs their
 * loaders (language, translations, session sync) before the first render, so the router starts
 * initialised and its first render equals the server's HTML. The data travels in no inline
 * script (the CSP forbids one): the loaders here return what they returned at build time.
 * Returns undefined when the page cannot be hydrated (a loader redirects or fails); the caller
 * then renders from scratch. A chunk that fails to load holds it: the page stays as it was
 * pre-rendered while the chunk guard loads it again.
 *
 * A copy of what react-router 7.18.5 does for a navigation (`loadLazyRoute` and
 * `callLoaderOrAction` in its router): a route's `lazy()` result merged into the route object,
 * then `lazy` cleared; each loader called with `{ request, url, params, pattern, context }`, the
 * pattern being the matched paths joined. Not copied: its warning for a lazy property that is
 * also defined statically, `mapRouteProperties` (createBrowserRouter applies it to these route
 * objects), middleware and its context (the app uses neither). Check it on every react-router
 * upgrade (docs/decisions/001-stack-and-versions.md); router.test.tsx hydrates a lazy page.
 */
export async function createHydratingRouter(location: Location): Promise<AppRouter | undefined> {
  const matches = matchRoutes(routes, location) ?? [];
  const url = new URL(location.href);
  const request = new Request(url);
  const pattern =
    matches
      .map(({ route }) => route.path)
      .filter(Boolean)
      .join('/')
      .replace(/\/\/+/g, '/') || '/';
  const loaderData: Record<string, unknown> = {};
  try {
    const results = await holdIfLeaving(async () => {
      await Promise.all(
        matches.map(async ({ route }) => {
          if (typeof route.lazy !== 'function') return;
          Object.assign(route, await route.lazy(), { lazy: undefined });
        }),
      );
      return Promise.all(
        matches.map(async ({ route, params }) => {
          if (typeof route.loader !== 'function') return undefined;
          const args: LoaderFunctionArgs = { request, url, params, pattern, context: undefined };
          return route.loader(args);
        }),
      );
    });
    for (const [index, { route }] of matches.entries()) {
      const result = results[index];
      if (result instanceof Response) return undefined;
      if (route.id && typeof route.loader === 'function') loaderData[route.id] = result;
    }
  } catch {
    return undefined;
  }
  return createAppRouter({ loaderData });
}

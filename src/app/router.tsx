import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
} from 'react-router';
import { setPendingNavigation } from '@/lib/chunk-reload';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  setPendingNavigation(() => router.state.navigation.location);
  return router;
}

/**
 * For a page pre-rendered at build time: resolves the matched lazy routes and runs their
 * loaders (language, translations, session sync) before the first render, so the router starts
 * initialised and its first render equals the server's HTML. The data travels in no inline
 * script (the CSP forbids one): the loaders here return what they returned at build time.
 * Returns undefined when the page cannot be hydrated (a loader redirects or fails); the caller
 * then renders from scratch.
 */
export async function createHydratingRouter(location: Location): Promise<AppRouter | undefined> {
  const matches = matchRoutes(routes, location) ?? [];
  const loaderData: Record<string, unknown> = {};
  const url = new URL(location.href);
  const request = new Request(url);
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        // Merged into the route object the router copies, as the router itself would do.
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
    const results = await Promise.all(
      matches.map(async ({ route, params }) => {
        if (typeof route.loader !== 'function') return undefined;
        const args: LoaderFunctionArgs = {
          request,
          url,
          params,
          pattern: route.path ?? '',
          context: undefined,
        };
        return route.loader(args);
      }),
    );
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

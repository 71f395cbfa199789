import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { Component as ChromeLayout } from '@/components/layouts/chrome-layout';
import { pageNames, pages, type PageName } from '@/config/pages';
import { afterNextPaint } from '@/lib/after-paint';
import { loadNamespaces } from '@/lib/i18n';
import { ErrorPage } from './error-page';
import { Root } from './root';
import {
  languageLoader,
  NothingToRender,
  languageOf,
  redirectToHome,
  redirectToLanding,
  rootLoader,
} from './route-loaders';

/** What a lazy page module exports. */
export type PageModule = { Component: ComponentType };

/**
 * Every page module, each its own lazy chunk. Named by file (not by an inline `import()`) so the
 * build-time pre-render can tell which stylesheets a page needs and inline them.
 */
const pageModules = import.meta.glob<PageModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/landing.tsx',
  '!./routes/not-found.tsx',
]);

function loadPageModule(name: PageName): () => Promise<PageModule> {
  const load = pageModules[`./${pages[name].module}`];
  if (!load) throw new Error(`No page module ${pages[name].module} for ${name}`);
  return load;
}

function pageRoute(name: PageName): RouteObject {
  const page = pages[name];
  return {
    id: name,
    path: page.path,
    // A static loader runs while the lazy page module loads: the translations download in the
    // same round trips as the page's code, not after it.
    loader: async ({ params }: LoaderFunctionArgs) => {
      await loadNamespaces(languageOf(params), page.namespaces);
      return null;
    },
    // Vite's preload helper adds a `<link>` for each stylesheet and module the page's chunk needs
    // (a dozen or more, styles sitting beside their components), synchronously: started in the
    // tap's own task, that delayed the frame answering the tap by tens of ms on a slow phone.
    lazy: async () => {
      await afterNextPaint();
      return { Component: (await loadPageModule(name)()).Component };
    },
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // Every navigation passes through the root loader: session sync and new-version reloads.
    shouldRevalidate: () => true,
    Component: Root,
    errorElement: <ErrorPage />,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      {
        id: 'lang',
        path: ':lang',
        loader: languageLoader,
        children: [
          { index: true, loader: redirectToHome, Component: NothingToRender },
          {
            id: 'chrome-layout',
            // Not lazy: 22 of the 28 pages sit in it, and loading it with the page would cost
            // every first visit one more round trip before the page is interactive.
            Component: ChromeLayout,
            children: pageNames.filter((name) => pages[name].layout === 'chrome').map(pageRoute),
          },
          {
            id: 'blank-layout',
            lazy: () => import('@/components/layouts/blank-layout'),
            children: pageNames.filter((name) => pages[name].layout === 'blank').map(pageRoute),
          },
          { path: '*', loader: redirectToLanding, Component: NothingToRender },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

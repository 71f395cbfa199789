import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { Component as ChromeLayout } from '@/components/layouts/chrome-layout';
import { isBlankLayoutPage, pagePatterns, type PageName } from '@/config/paths';
import { importWithReload } from '@/lib/chunk-reload';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import { ErrorPage } from './error-page';
import type { PageHandle } from './page-handle';
import { Root } from './root';
import { LanguageRoot } from './language-root';
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

type PageDefinition = {
  /** Translation namespaces loaded before the page renders, so it never flashes keys. */
  namespaces: readonly Namespace[];
  /** The page module, relative to this folder (`routes/home.tsx`). */
  module: PageModuleFile;
  /** Which part of the namespace an intro page reads (`trio` + `rule` → `trio:rule.*`). */
  intro?: string;
};

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
type PageModuleFile = `routes/${string}.tsx`;

function intro(
  namespace: Namespace,
  key: string,
  module: PageModuleFile = 'routes/intro-page.tsx',
): PageDefinition {
  return { namespaces: [namespace], module, intro: key };
}

/** A course page holds the request form, so it also needs the form messages. */
function course(key: string, module: PageModuleFile): PageDefinition {
  return { namespaces: ['certificate', 'forms'], module, intro: key };
}

function account(module: PageModuleFile, ...extra: Namespace[]): PageDefinition {
  return { namespaces: ['auth', 'forms', ...extra], module };
}

/** Every page of spec section 2 and the module that renders it. */
export const pageDefinitions: Record<PageName, PageDefinition> = {
  home: intro('home', 'home', 'routes/home.tsx'),
  point: intro('point', 'point', 'routes/point.tsx'),
  product: intro('product', 'product', 'routes/product.tsx'),
  trio: intro('trio', 'overview', 'routes/trio/overview.tsx'),
  trioIntroduction: intro('trio', 'introduction', 'routes/trio/introduction.tsx'),
  trioRule: intro('trio', 'rule', 'routes/trio/rule.tsx'),
  trioApp: intro('trio', 'app', 'routes/trio/app.tsx'),
  company: intro('company', 'overview', 'routes/company/overview.tsx'),
  companyCeo: intro('company', 'ceo', 'routes/company/ceo.tsx'),
  companyMap: intro('company', 'map', 'routes/company/map.tsx'),
  companyFuture: intro('company', 'future', 'routes/company/future.tsx'),
  community: intro('community', 'overview', 'routes/community/overview.tsx'),
  communityNotice: intro('community', 'notice', 'routes/community/notice.tsx'),
  communityNoticeDetail: intro('community', 'noticeDetail', 'routes/community/notice-detail.tsx'),
  communityGallery: intro('community', 'gallery', 'routes/community/gallery.tsx'),
  communityVideo: intro('community', 'video', 'routes/community/video.tsx'),
  communityReference: intro('community', 'reference', 'routes/community/reference.tsx'),
  certificate: intro('certificate', 'overview', 'routes/certificate/overview.tsx'),
  certificateSport: course('sport', 'routes/certificate/sport.tsx'),
  certificateBadminton: course('badminton', 'routes/certificate/badminton.tsx'),
  certificatePickleball: course('pickleball', 'routes/certificate/pickleball.tsx'),
  certificateTableTennis: course('tableTennis', 'routes/certificate/table-tennis.tsx'),
  authLogin: account('routes/auth/login.tsx'),
  authRegister: account('routes/auth/register.tsx', 'legal'),
  authProfile: account('routes/auth/profile.tsx'),
  authFindEmail: account('routes/auth/find-email.tsx'),
  authFindPassword: account('routes/auth/find-password.tsx'),
  resetPassword: account('routes/auth/reset-password.tsx'),
};

/** The module file of a page as the bundler names it (`src/app/routes/home.tsx`). */
export function pageSourceFile(name: PageName): string {
  return `src/app/${pageDefinitions[name].module}`;
}

function loadPageModule(name: PageName): () => Promise<PageModule> {
  const load = pageModules[`./${pageDefinitions[name].module}`];
  if (!load) throw new Error(`No page module ${pageDefinitions[name].module} for ${name}`);
  return load;
}

function pageRoute(name: PageName): RouteObject {
  const definition = pageDefinitions[name];
  const handle: PageHandle = {
    page: name,
    namespace: definition.namespaces[0] ?? 'common',
    intro: definition.intro,
  };
  return {
    id: name,
    path: pagePatterns[name],
    handle,
    // A static loader runs while the lazy page module loads: the translations download in the
    // same round trips as the page's code, not after it.
    loader: async ({ params }: LoaderFunctionArgs) => {
      await loadNamespaces(languageOf(params), definition.namespaces);
      return null;
    },
    lazy: async () => ({ Component: (await importWithReload(loadPageModule(name))).Component }),
  };
}

const pageNames = Object.keys(pagePatterns) as PageName[];

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
      { index: true, lazy: () => importWithReload(() => import('./routes/landing')) },
      {
        id: 'lang',
        path: ':lang',
        loader: languageLoader,
        Component: LanguageRoot,
        children: [
          { index: true, loader: redirectToHome, Component: NothingToRender },
          {
            id: 'chrome-layout',
            // Not lazy: 22 of the 28 pages sit in it, and loading it with the page would cost
            // every first visit one more round trip before the page is interactive.
            Component: ChromeLayout,
            children: pageNames.filter((name) => !isBlankLayoutPage(name)).map(pageRoute),
          },
          {
            id: 'blank-layout',
            lazy: () => importWithReload(() => import('@/components/layouts/blank-layout')),
            children: pageNames.filter(isBlankLayoutPage).map(pageRoute),
          },
          { path: '*', loader: redirectToLanding, Component: NothingToRender },
        ],
      },
      { path: '*', lazy: () => importWithReload(() => import('./routes/not-found')) },
    ],
  },
];

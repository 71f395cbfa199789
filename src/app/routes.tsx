import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
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
export type PageModule = {
  Component: ComponentType;
  loader?: LoaderFunction;
};

type PageDefinition = {
  /** Translation namespaces loaded before the page renders, so it never flashes keys. */
  namespaces: readonly Namespace[];
  load: () => Promise<PageModule>;
  /** Which part of the namespace an intro page reads (`trio` + `rule` → `trio:rule.*`). */
  intro?: string;
};

const introPage = () => import('./routes/intro-page');

function intro(namespace: Namespace, key: string, load = introPage): PageDefinition {
  return { namespaces: [namespace], load, intro: key };
}

/** A course page holds the request form, so it also needs the form messages. */
function course(key: string, load: () => Promise<PageModule>): PageDefinition {
  return { namespaces: ['certificate', 'forms'], load, intro: key };
}

/** Every page of spec section 2 and the module that renders it. */
export const pageDefinitions: Record<PageName, PageDefinition> = {
  home: intro('home', 'home', () => import('./routes/home')),
  point: intro('point', 'point', () => import('./routes/point')),
  product: intro('product', 'product', () => import('./routes/product')),
  trio: intro('trio', 'overview', () => import('./routes/trio/overview')),
  trioIntroduction: intro('trio', 'introduction', () => import('./routes/trio/introduction')),
  trioRule: intro('trio', 'rule', () => import('./routes/trio/rule')),
  trioApp: intro('trio', 'app', () => import('./routes/trio/app')),
  company: intro('company', 'overview', () => import('./routes/company/overview')),
  companyCeo: intro('company', 'ceo', () => import('./routes/company/ceo')),
  companyMap: intro('company', 'map', () => import('./routes/company/map')),
  companyFuture: intro('company', 'future', () => import('./routes/company/future')),
  community: intro('community', 'overview', () => import('./routes/community/overview')),
  communityNotice: intro('community', 'notice', () => import('./routes/community/notice')),
  communityNoticeDetail: intro(
    'community',
    'noticeDetail',
    () => import('./routes/community/notice-detail'),
  ),
  communityGallery: intro('community', 'gallery', () => import('./routes/community/gallery')),
  communityVideo: intro('community', 'video', () => import('./routes/community/video')),
  communityReference: intro('community', 'reference', () => import('./routes/community/reference')),
  certificate: intro('certificate', 'overview', () => import('./routes/certificate/overview')),
  certificateSport: course('sport', () => import('./routes/certificate/sport')),
  certificateBadminton: course('badminton', () => import('./routes/certificate/badminton')),
  certificatePickleball: course('pickleball', () => import('./routes/certificate/pickleball')),
  certificateTableTennis: course('tableTennis', () => import('./routes/certificate/table-tennis')),
  authLogin: { namespaces: ['auth', 'forms'], load: () => import('./routes/auth/login') },
  authRegister: {
    namespaces: ['auth', 'forms', 'legal'],
    load: () => import('./routes/auth/register'),
  },
  authProfile: { namespaces: ['auth', 'forms'], load: () => import('./routes/auth/profile') },
  authFindEmail: { namespaces: ['auth', 'forms'], load: () => import('./routes/auth/find-email') },
  authFindPassword: {
    namespaces: ['auth', 'forms'],
    load: () => import('./routes/auth/find-password'),
  },
  resetPassword: {
    namespaces: ['auth', 'forms'],
    load: () => import('./routes/auth/reset-password'),
  },
};

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
    lazy: async () => {
      const module = await importWithReload(definition.load);
      return {
        Component: module.Component,
        loader: async (args: LoaderFunctionArgs) => {
          await loadNamespaces(languageOf(args.params), definition.namespaces);
          return module.loader ? module.loader(args) : null;
        },
      };
    },
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
            lazy: () => importWithReload(() => import('@/components/layouts/chrome-layout')),
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

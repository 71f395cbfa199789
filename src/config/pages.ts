import type { Namespace } from './namespaces';

/**
 * Every page of the site, and everything the router, the pre-render, the sitemap and the
 * layouts need to know about it. Adding a page means one entry here and its module.
 *
 * Build code reads this file too (tools/vite/), so it imports nothing but types.
 */
type PageEntry = {
  /** Route pattern under `/:lang` (`community/notice/:id`). */
  path: string;
  /** `blank`: no header and footer (the account pages). */
  layout: 'chrome' | 'blank';
  /** Rendered to HTML at build time, in every language (pages with parameters cannot be). */
  prerender: boolean;
  /** Search engines may index it (`noindex` and a robots.txt rule otherwise). */
  indexed: boolean;
  /** Translations loaded before the page renders, so it never shows a key. */
  namespaces: readonly Namespace[];
  /** The page module, under src/app (it exports `Component`). */
  module: `routes/${string}.tsx`;
};

type Module = PageEntry['module'];

/** A public page in the site's chrome, pre-rendered and indexed. */
function content<P extends string>(
  path: P,
  namespace: Namespace,
  module: Module,
  ...extra: Namespace[]
) {
  const namespaces: readonly Namespace[] = [namespace, ...extra];
  return { path, layout: 'chrome', prerender: true, indexed: true, namespaces, module } as const;
}

/**
 * A course page: the courses' shared texts and its own course's. Its request dialog loads its
 * translations (`course-request`, `forms`) with its code, when a visitor is about to open it
 * (src/features/courses/components/course-page.tsx).
 */
function course<P extends string>(path: P, module: Module, own: Namespace) {
  const namespaces: readonly Namespace[] = ['certificate', own, 'dates'];
  return { ...content(path, 'certificate', module), namespaces };
}

/** Account pages: client-only, never indexed. */
function account<P extends string>(path: P, module: Module, ...extra: Namespace[]) {
  const namespaces: readonly Namespace[] = ['auth', 'forms', ...extra];
  return { path, layout: 'blank', prerender: false, indexed: false, namespaces, module } as const;
}

export const pages = {
  home: content('home', 'home', 'routes/home.tsx'),
  point: content('point', 'point', 'routes/point.tsx', 'dates'),
  product: content('product', 'product', 'routes/product.tsx'),
  trio: content('trio', 'trio', 'routes/trio/overview.tsx'),
  trioIntroduction: content('trio/introduction', 'trio', 'routes/trio/introduction.tsx'),
  trioRule: content('trio/rule', 'trio', 'routes/trio/rule.tsx'),
  trioApp: content('trio/app', 'trio', 'routes/trio/app.tsx'),
  company: content('company', 'company', 'routes/company/overview.tsx'),
  companyCeo: content('company/ceo', 'company', 'routes/company/ceo.tsx'),
  companyMap: content('company/map', 'company', 'routes/company/map.tsx'),
  companyFuture: content('company/future', 'company', 'routes/company/future.tsx'),
  community: content('community', 'community', 'routes/community/overview.tsx'),
  communityNotice: content('community/notice', 'community', 'routes/community/notice.tsx'),
  // One page per notice: its content comes from the API at run time.
  communityNoticeDetail: {
    ...content('community/notice/:id', 'community', 'routes/community/notice-detail.tsx'),
    prerender: false,
  },
  communityGallery: content('community/gallery', 'community', 'routes/community/gallery.tsx'),
  communityVideo: content('community/video', 'community', 'routes/community/video.tsx'),
  communityReference: content('community/reference', 'community', 'routes/community/reference.tsx'),
  // The form's messages are the other forms' (`forms`).
  inquiry: {
    ...content('inquiry', 'inquiry', 'routes/inquiry.tsx'),
    namespaces: ['inquiry', 'forms'] as readonly Namespace[],
  },
  certificate: content('certificate', 'certificate', 'routes/certificate/overview.tsx', 'dates'),
  certificateSport: course('certificate/sport', 'routes/certificate/sport.tsx', 'course-sport'),
  certificateBadminton: course(
    'certificate/badminton',
    'routes/certificate/badminton.tsx',
    'course-badminton',
  ),
  certificatePickleball: course(
    'certificate/pickleball',
    'routes/certificate/pickleball.tsx',
    'course-pickleball',
  ),
  certificateTableTennis: course(
    'certificate/table-tennis',
    'routes/certificate/table-tennis.tsx',
    'course-table-tennis',
  ),
  terms: content('terms', 'legal', 'routes/legal/terms.tsx', 'dates'),
  privacy: content('privacy', 'legal', 'routes/legal/privacy.tsx', 'dates'),
  // Every version at its own address (`terms/2026-03-01`, the day it takes effect), pre-rendered
  // from the content (tools/vite/seo.ts `legalVersionPages`): this table knows no versions.
  termsVersion: {
    ...content('terms/:date', 'legal', 'routes/legal/terms.tsx', 'dates'),
    prerender: false,
  },
  privacyVersion: {
    ...content('privacy/:date', 'legal', 'routes/legal/privacy.tsx', 'dates'),
    prerender: false,
  },
  authLogin: account('auth/login', 'routes/auth/login.tsx'),
  authRegister: account('auth/register', 'routes/auth/register.tsx', 'legal', 'dates'),
  authProfile: account('auth/profile', 'routes/auth/profile.tsx'),
  authApplications: account(
    'auth/applications',
    'routes/auth/applications.tsx',
    'certificate',
    'course-request',
    'dates',
  ),
  authFindEmail: account('auth/find-email', 'routes/auth/find-email.tsx'),
  authFindPassword: account('auth/find-password', 'routes/auth/find-password.tsx'),
  resetPassword: account('reset/password/:token', 'routes/auth/reset-password.tsx'),
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;

export const pageNames = Object.keys(pages) as PageName[];

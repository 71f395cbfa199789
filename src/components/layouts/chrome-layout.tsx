import './chrome-layout.css';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StructuredData } from '@/components/ui/structured-data';
import { pages, type PageName } from '@/config/pages';
import { useLanguage } from '@/hooks/use-language';
import {
  absoluteUrl,
  breadcrumbData,
  breadcrumbTrail,
  crumbNamespaces,
} from '@/lib/structured-data';
import { Footer } from './footer';
import { Header } from './header';

const isPageName = (id: string): id is PageName => Object.hasOwn(pages, id);

/**
 * Header, main and footer around every public page; on paper only the page, then its address.
 * A page below another also says where it sits, for search engines (a `BreadcrumbList`).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  // Each page's route is named after its entry in the page table (src/app/routes.tsx).
  const page = useMatches()
    .map((match) => match.id)
    .findLast(isPageName);
  const trail = page
    ? breadcrumbTrail(page, lang, pathname, i18n.getFixedT(lang, crumbNamespaces))
    : [];
  return (
    <div className="chrome">
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <Header lang={lang} />
      <main id="main-content" className="chrome__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer lang={lang} />
      <p className="print-address">{t('print.address', { url: absoluteUrl(pathname) })}</p>
      {trail.length > 0 && <StructuredData data={breadcrumbData(trail)} />}
    </div>
  );
}

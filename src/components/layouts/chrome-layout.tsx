import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { Footer } from './footer';
import { Header } from './header';
import './layouts.css';

/** Header, main and footer around every public page. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguage();
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
    </div>
  );
}

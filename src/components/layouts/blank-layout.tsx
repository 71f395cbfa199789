import './blank-layout.css';
import './brand.css';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';
import { LanguageSwitcher } from './language-switcher';

/**
 * Account pages: no site chrome, only the way back and the language choice, in a banner
 * landmark, and the same skip link as every other page.
 */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="blank">
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <header className="blank__bar">
        <Link className="site-header__brand" to={paths.home(lang)}>
          <span className="brand-mark" aria-hidden="true" />
          <span>{company.brand}</span>
          <span className="visually-hidden"> — {t('nav.home')}</span>
        </Link>
        <LanguageSwitcher current={lang} />
      </header>
      <main id="main-content" className="blank__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

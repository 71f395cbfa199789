import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';
import { LanguageSwitcher } from './language-switcher';
import './layouts.css';

/** Account pages: no site chrome, only the way back and the language choice. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="blank">
      <div className="blank__bar">
        <Link className="site-header__brand" to={paths.home(lang)}>
          <span className="brand-mark" aria-hidden="true" />
          <span>{company.brand}</span>
          <span className="visually-hidden"> — {t('nav.home')}</span>
        </Link>
        <LanguageSwitcher current={lang} />
      </div>
      <main id="main-content" className="blank__main">
        <Outlet />
      </main>
    </div>
  );
}

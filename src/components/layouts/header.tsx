import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { LanguageSwitcher } from './language-switcher';
import { SessionLinks } from './session-links';

const sections = [
  { key: 'company', to: paths.company },
  { key: 'trio', to: paths.trio },
  { key: 'certificate', to: paths.certificate },
  { key: 'point', to: paths.point },
  { key: 'product', to: paths.product },
  { key: 'community', to: paths.community },
] as const;

export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The phone menu is open only on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__brand" to={paths.home(lang)}>
          <span className="brand-mark" aria-hidden="true" />
          <span>{company.brand}</span>
          <span className="visually-hidden"> — {t('nav.home')}</span>
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="menu-icon" aria-hidden="true" />
          {menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        </button>
        <div
          id={menuId}
          className={`site-header__menu${menuOpen ? ' site-header__menu--open' : ''}`}
        >
          <nav aria-label={t('nav.label')}>
            <ul className="site-nav">
              {sections.map((section) => (
                <li key={section.key}>
                  <NavLink to={section.to(lang)}>{t(`nav.${section.key}`)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SessionLinks lang={lang} />
          <LanguageSwitcher current={lang} />
        </div>
      </div>
    </header>
  );
}

import { useEffect, useId, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { showAlert } from '@/stores/alerts';
import { useSession } from '@/stores/session';
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

/**
 * The phone menu is a native popover: its button opens it, Escape and a tap outside close it,
 * and the browser tells assistive technology whether it is expanded, all before (or without)
 * the app. The app only closes it when a link inside navigates without a page load.
 */
export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const logout = useSession((state) => state.logout);

  // Closed by an in-app navigation, not when the app starts: a menu opened on the pre-rendered
  // page before the scripts ran stays open as the visitor left it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // A no-op when it is closed; absent where popovers are not supported (it is always shown).
    menu.current?.hidePopover?.();
  }, [pathname]);

  /**
   * Logging out keeps the visitor on the page: the phone menu closes, and once the API has
   * answered (api.md row 3) an alert says whether it worked (on failure the member is still logged in and
   * can try again), and focus, when its button has vanished or sits in the closed menu, goes to
   * the login link that replaced it or to the menu button it was opened from.
   */
  const loggingOut = useRef(false);
  const onLogout = async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    menu.current?.hidePopover?.();
    try {
      const ended = await logout(lang);
      await showAlert(t(ended ? 'session.loggedOut' : 'session.logoutFailed'));
    } finally {
      loggingOut.current = false;
    }
    // The alert is taken out of the page (and gives focus back) after it resolves.
    await new Promise((resolve) => setTimeout(resolve));
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && isShown(active)) return;
    const login = menu.current?.querySelector<HTMLElement>('[data-session-link="login"]');
    const target = [login, menuButton.current].find((element) => element && isShown(element));
    (target ?? document.getElementById('main-content'))?.focus();
  };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__brand" to={paths.home(lang)}>
          <span className="brand-mark" aria-hidden="true" />
          <span>{company.brand}</span>
          <span className="visually-hidden"> — {t('nav.home')}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          popoverTarget={menuId}
        >
          <span className="menu-icon" aria-hidden="true" />
          {t('nav.openMenu')}
        </button>
        <div id={menuId} ref={menu} className="site-header__menu" popover="auto">
          <nav aria-label={t('nav.label')}>
            <ul className="site-nav">
              {sections.map((section) => (
                <li key={section.key}>
                  <NavLink to={section.to(lang)}>{t(`nav.${section.key}`)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SessionLinks lang={lang} onLogout={() => void onLogout()} />
          <LanguageSwitcher current={lang} />
        </div>
      </div>
    </header>
  );
}

/** Whether an element takes part in layout (not in a closed popover, not display: none). */
function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0 || !element.closest('[hidden]');
}

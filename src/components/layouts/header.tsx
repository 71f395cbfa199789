import './header.css';
import './brand.css';
import { useEffect, useId, useRef, type RefObject } from 'react';
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
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);
  useKeepFocusClearOfHeader(header);
  useCloseWhenFocusLeaves(menu, menuButton);
  useLayOutLanguageNamesWhenIdle(menu);

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
    <header ref={header} className="site-header">
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
            <ul className="site-nav plain-list">
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

/**
 * The sticky header's real height as `--header-height` on the root, kept in sync as it wraps
 * (language, zoom, width): `scroll-padding-top` (global.css) keeps whatever the browser scrolls
 * to, focus above all, out from under the header, and the phone menu opens right below it.
 * Before the app runs, the stylesheet's default for the screen size stands in.
 */
function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = header.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty('--header-height', `${node.getBoundingClientRect().height}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}

/**
 * `scroll-padding-top` holds only where the browser scrolls: Gecko leaves alone an element that
 * is partly in view (a photo Shift+Tab reaches with its top under the header stays there). After
 * the browser's own scroll (WebKit's comes with the next frame), focus more than half under the
 * header is scrolled into view again, which honours the padding. Only keyboard focus: a click
 * lands on what the visitor sees.
 */
function useKeepFocusClearOfHeader(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const element = event.target;
      if (!(element instanceof HTMLElement) || header.current?.contains(element)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bar = header.current;
        if (!bar || document.activeElement !== element || !element.matches(':focus-visible')) {
          return;
        }
        const box = element.getBoundingClientRect();
        const hidden = Math.min(box.bottom, bar.getBoundingClientRect().bottom) - box.top;
        if (box.height > 0 && hidden > box.height / 2) element.scrollIntoView({ block: 'nearest' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [header]);
}

/**
 * The open phone menu covers the page: when the keyboard moves focus out of it (Tab past the last
 * language), it closes, so focus never lands on the page hidden under the panel. Focus going
 * back to the menu button, or to nothing (the window lost focus), leaves it open.
 */
function useCloseWhenFocusLeaves(
  menu: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const node = menu.current;
    if (!node) return undefined;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || node.contains(next) || next === button.current) return;
      // A no-op when it is closed (and on wide screens, where it is part of the bar).
      node.hidePopover?.();
    };
    node.addEventListener('focusout', onFocusOut);
    return () => node.removeEventListener('focusout', onFocusOut);
  }, [menu, button]);
}

/**
 * The menu names each language in its own script (한국어, 中文). The first Korean or Chinese text
 * a page lays out makes the browser look for a font that has those characters: some 50 ms of a
 * slowed phone's main thread, which the tap that opened the phone menu paid (issue #42), since
 * the closed menu is the only place an English page has them. The names are laid out once while
 * the browser is idle instead, in a hidden copy removed in the same task; on wide screens the
 * menu is part of the bar and they are laid out already.
 */
function useLayOutLanguageNamesWhenIdle(menu: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const names = menu.current?.querySelector('.language-links');
    if (!names || typeof requestIdleCallback !== 'function') return undefined;
    const idle = requestIdleCallback(() => {
      if (isShown(names)) return;
      // Gone again before the browser could show it or tell assistive technology about it.
      const copy = names.cloneNode(true) as HTMLElement;
      copy.className = 'visually-hidden';
      document.body.append(copy);
      copy.getBoundingClientRect();
      copy.remove();
    });
    return () => cancelIdleCallback(idle);
  }, [menu]);
}

/** Whether an element takes part in layout (not in a closed popover, not display: none). */
function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0 || !element.closest('[hidden]');
}

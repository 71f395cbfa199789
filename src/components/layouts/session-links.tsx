import './session-links.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Language } from '@/config/languages';
import { pages } from '@/config/pages';
import { paths, withRedirect } from '@/config/paths';
import { useSession } from '@/stores/session';

/** Account pages (login, register, reset…): after logging in there is nothing to return to. */
const accountPagePatterns = Object.values(pages)
  .filter((page) => page.layout === 'blank')
  .map((page) => new RegExp(`^/[^/]+/${page.path.replace(/:\w+/g, '[^/]+')}/?$`));

/**
 * Where login (or sign-up, then login) brings the visitor back: the page they are on, unless
 * that is the home page (where login goes anyway) or an account page.
 */
export function returnTarget(
  lang: Language,
  location: { pathname: string; search: string },
): string | undefined {
  const { pathname, search } = location;
  if (pathname === paths.home(lang) && !search) return undefined;
  if (accountPagePatterns.some((pattern) => pattern.test(pathname))) return undefined;
  return `${pathname}${search}`;
}

/**
 * Login and register, or edit profile and logout. Until the session is known the space is
 * kept (and hidden) so the header does not shift when the answer arrives.
 */
export function SessionLinks({ lang, onLogout }: { lang: Language; onLogout: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const initialized = useSession((state) => state.initialized);
  const isMember = useSession((state) => state.userId !== null);

  if (!initialized) {
    return (
      <ul className="session-links session-links--pending plain-list" aria-hidden="true">
        <li>{t('session.login')}</li>
        <li>{t('session.register')}</li>
      </ul>
    );
  }
  const back = returnTarget(lang, location);
  const returning = (path: string) => (back ? withRedirect(path, back) : path);
  return (
    <ul className="session-links plain-list">
      {isMember ? (
        <>
          <li>
            <Link to={paths.authProfile(lang)}>{t('session.profile')}</Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={onLogout}>
              {t('session.logout')}
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <Link to={returning(paths.authLogin(lang))} data-session-link="login">
              {t('session.login')}
            </Link>
          </li>
          <li>
            <Link to={returning(paths.authRegister(lang))}>{t('session.register')}</Link>
          </li>
        </>
      )}
    </ul>
  );
}

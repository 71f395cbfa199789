import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session';

/**
 * Login and register, or edit profile and logout. Until the session is known the space is
 * kept (and hidden) so the header does not shift when the answer arrives.
 */
export function SessionLinks({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const initialized = useSession((state) => state.initialized);
  const isMember = useSession((state) => state.userId !== null);
  const logout = useSession((state) => state.logout);

  if (!initialized) {
    return (
      <ul className="session-links session-links--pending" aria-hidden="true">
        <li>{t('session.login')}</li>
        <li>{t('session.register')}</li>
      </ul>
    );
  }
  return (
    <ul className="session-links">
      {isMember ? (
        <>
          <li>
            <Link to={paths.authProfile(lang)}>{t('session.profile')}</Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => void logout(lang)}>
              {t('session.logout')}
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <Link to={paths.authLogin(lang)}>{t('session.login')}</Link>
          </li>
          <li>
            <Link to={paths.authRegister(lang)}>{t('session.register')}</Link>
          </li>
        </>
      )}
    </ul>
  );
}

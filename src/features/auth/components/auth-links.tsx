import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths, withRedirect } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { safeInternalPath } from '@/lib/safe-url';

/**
 * Links between the account pages, where a person looks for them. Between login and sign-up
 * the page the visitor came from (`?redirect=`) goes along, so they still end up there.
 */
export function AuthLink({
  to,
}: {
  to: 'login' | 'register' | 'findEmail' | 'findPassword' | 'applications' | 'site';
}) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const [searchParams] = useSearchParams();
  const back = safeInternalPath(searchParams.get('redirect'));
  const returning = (path: string) => (back ? withRedirect(path, back) : path);
  const links: Record<typeof to, [question: string, label: string, href: string]> = {
    login: [t('links.haveAccount'), t('links.login'), returning(paths.authLogin(lang))],
    register: [t('links.noAccount'), t('links.register'), returning(paths.authRegister(lang))],
    findEmail: ['', t('links.findEmail'), paths.authFindEmail(lang)],
    findPassword: ['', t('links.findPassword'), paths.authFindPassword(lang)],
    applications: ['', t('links.applications'), paths.authApplications(lang)],
    site: ['', t('links.backToSite'), paths.home(lang)],
  };
  const [question, label, href] = links[to];
  return (
    <li>
      {question && <span>{question} </span>}
      <Link to={href}>{label}</Link>
    </li>
  );
}

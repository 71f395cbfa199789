import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

/** Links between the account pages, where a person looks for them. */
export function AuthLink({
  to,
}: {
  to: 'login' | 'register' | 'findEmail' | 'findPassword' | 'site';
}) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const links: Record<typeof to, [question: string, label: string, href: string]> = {
    login: [t('links.haveAccount'), t('links.login'), paths.authLogin(lang)],
    register: [t('links.noAccount'), t('links.register'), paths.authRegister(lang)],
    findEmail: ['', t('links.findEmail'), paths.authFindEmail(lang)],
    findPassword: ['', t('links.findPassword'), paths.authFindPassword(lang)],
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

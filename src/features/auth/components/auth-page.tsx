import './auth-page.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';

type AuthPageName =
  'login' | 'register' | 'profile' | 'findEmail' | 'findPassword' | 'resetPassword';

/** The frame of every account page: title, summary, the form, and where else to go. */
export function AuthPage({
  page,
  children,
  links,
}: {
  page: AuthPageName;
  children: ReactNode;
  links: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="page auth-page">
      <PageMeta
        title={t(`${page}.meta.title`)}
        description={t(`${page}.meta.description`)}
        noindex
      />
      <h1>{t(`${page}.heading`)}</h1>
      <p className="page__lead">{t(`${page}.lead`)}</p>
      <div className="auth-page__body">{children}</div>
      <nav className="auth-links" aria-label={t('links.accountHelp')}>
        <ul className="plain-list">{links}</ul>
      </nav>
    </div>
  );
}

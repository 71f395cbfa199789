import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

export function NotFound() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <main id="main-content" className="status-page">
      <PageMeta title={t('notFound.title')} description={t('notFound.body')} noindex />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <div className="status-page__actions">
        <Link className="button button--primary" to={paths.home(lang)}>
          {t('notFound.home')}
        </Link>
        <Link className="button" to={paths.landing()}>
          {t('notFound.languages')}
        </Link>
      </div>
    </main>
  );
}

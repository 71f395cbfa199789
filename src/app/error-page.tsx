import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/layouts/not-found';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

/** The route tree's error element: the 404 page for unknown pages, else a way to recover. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const lang = useLanguage();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main-content" className="status-page">
      {/* English defaults only for when the error is that the translations could not load. */}
      <PageMeta
        title={t('error.title', { defaultValue: 'Something went wrong' })}
        description=""
        noindex
      />
      <h1>{t('error.title', { defaultValue: 'Something went wrong' })}</h1>
      <p>{t('error.body', { defaultValue: 'The page could not be shown. Please reload it.' })}</p>
      <div className="status-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('error.reload', { defaultValue: 'Reload' })}
        </button>
        <a className="button" href={paths.home(lang)}>
          {t('error.home', { defaultValue: 'Go to the home page' })}
        </a>
      </div>
    </main>
  );
}

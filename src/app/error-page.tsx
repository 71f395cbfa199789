import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/layouts/not-found';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { isLeavingForFailedChunk } from '@/lib/chunk-reload';
import { LanguageProvider } from './language-provider';
import type { rootLoader } from './route-loaders';

/**
 * The route tree's error element, in the navigation's language when the root loader got as far
 * as deciding it (else in the one i18next started in).
 */
export function ErrorPage() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  // A dialog whose code failed to load: the chunk guard is loading the page again.
  if (isLeavingForFailedChunk()) return null;
  return root ? (
    <LanguageProvider lang={root.lang}>
      <ErrorContent />
    </LanguageProvider>
  ) : (
    <ErrorContent />
  );
}

/** The 404 page for unknown pages, else a way to recover. */
function ErrorContent() {
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

import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { RouteAnnouncer } from '@/components/layouts/route-announcer';
import { AlertHost } from '@/components/ui/alert-host';
import { StructuredData } from '@/components/ui/structured-data';
import { organizationData } from '@/lib/structured-data';
import { LanguageProvider } from './language-provider';
import { usePageviews } from './page-views';
import type { rootLoader } from './route-loaders';
import { useSessionCleanup } from './session-cleanup';

export function Root() {
  const { lang } = useLoaderData<typeof rootLoader>();
  useSessionCleanup();
  usePageviews();
  return (
    <LanguageProvider lang={lang}>
      <NavigationProgress />
      <RouteAnnouncer />
      <Outlet />
      {/* The company, for search engines, on every page (the landing page's in English). */}
      <StructuredData data={organizationData(lang)} />
      <AlertHost />
      <ScrollRestoration />
    </LanguageProvider>
  );
}

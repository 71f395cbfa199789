import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { AlertHost } from '@/components/ui/alert-host';
import { LanguageProvider } from './language-provider';
import type { rootLoader } from './route-loaders';

export function Root() {
  const { lang } = useLoaderData<typeof rootLoader>();
  return (
    <LanguageProvider lang={lang}>
      <NavigationProgress />
      <Outlet />
      <AlertHost />
      <ScrollRestoration />
    </LanguageProvider>
  );
}

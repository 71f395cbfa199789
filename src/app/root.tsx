import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import { AlertHost } from '@/components/ui/alert-host';
import { LanguageProvider } from './language-provider';
import type { rootLoader } from './route-loaders';

export function Root() {
  const { lang } = useLoaderData<typeof rootLoader>();
  return (
    <LanguageProvider lang={lang}>
      <Outlet />
      <AlertHost />
      <ScrollRestoration />
    </LanguageProvider>
  );
}

import { Outlet, ScrollRestoration } from 'react-router';
import { AlertHost } from '@/components/ui/alert-host';

export function Root() {
  return (
    <>
      <Outlet />
      <AlertHost />
      <ScrollRestoration />
    </>
  );
}

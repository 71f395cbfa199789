import { Outlet } from 'react-router';
import { AlertHost } from '@/components/ui/alert-host';
import { ScrollRestoration } from './scroll-restoration';

export function Root() {
  return (
    <>
      <Outlet />
      <AlertHost />
      <ScrollRestoration />
    </>
  );
}

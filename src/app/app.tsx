import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter, type AppRouter } from './router';

/** `router` is given when hydrating a pre-rendered page (see `createHydratingRouter`). */
export function App({ router: givenRouter }: { router?: AppRouter }) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  // Controls that need the app (`.needs-app`) show from here on: they work now.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return <RouterProvider router={router} />;
}

import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { forgetPreloadedAnswers } from '@/lib/api/preloaded';
import { createAppRouter, type AppRouter } from './router';

/** `router` is given when hydrating a pre-rendered page (see `createHydratingRouter`). */
export function App({ router: givenRouter }: { router?: AppRouter }) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  // Controls that need the app (`.needs-app`) show from here on: they work now.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    // The first page has rendered from the answers it came with; later visits ask the API.
    forgetPreloadedAnswers();
  }, []);
  return <RouterProvider router={router} />;
}

import { setupWorker } from 'msw/browser';
import { persistDemoDb } from './db';
import { handlers } from './handlers';

/** `npm start` without a backend: the demo API runs in a service worker. */
export async function startDemoApi(): Promise<void> {
  persistDemoDb(window.localStorage);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

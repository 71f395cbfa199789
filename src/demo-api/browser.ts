import { setupWorker } from 'msw/browser';
import { trustedPolicy } from '@/lib/trusted-types';
import { persistDemoDb } from './db';
import { handlers } from './handlers';

/** `npm start` without a backend: the demo API runs in a service worker. */
export async function startDemoApi(): Promise<void> {
  persistDemoDb(window.localStorage);
  const url = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  // msw registers its worker with the address as a string, which a page under Trusted Types
  // takes only through a `default` policy: a demo build's policy allows one, for exactly this
  // address (tools/vite/hosting.ts, docs/decisions/013).
  trustedPolicy('default', {
    createScriptURL: (input) => {
      if (new URL(input, window.location.href).pathname !== url) {
        throw new TypeError(`Trusted Types: ${input.slice(0, 80)} is not the demo API's worker`);
      }
      return input;
    },
  });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

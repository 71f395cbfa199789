import { importWithReload } from './lib/chunk-reload';
import { warmUpIntl } from './lib/intl-warm-up';
import { yieldToMain } from './lib/yield-to-main';
import './styles/global.css';

/**
 * React DOM first, in a task of its own, then the router, i18next and the app in the next: one
 * script evaluation of all of them was the longest task a page ran (a phone's main thread
 * blocked for well over 100 ms). The build preloads every file of both at the first import, so
 * the split costs no round trip.
 */
async function loadApp() {
  await import('react-dom/client');
  await yieldToMain();
  return import('./app/start');
}

// Started first, so the worker has the whole download of the app to load the locale data in.
void warmUpIntl();
// The entry stays tiny. A pre-rendered page requests it only once it has painted (its inline
// script, `inlineBootstrap`); the SPA fallback, which has nothing to paint, loads it at once.
void importWithReload(loadApp).then(({ start }) => start());

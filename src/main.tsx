import { importWithReload } from './lib/chunk-reload';
import { warmUpIntl } from './lib/intl-warm-up';
import './styles/global.css';

// Started first, so the worker has the whole download of the app to load the locale data in.
void warmUpIntl();
// The entry stays tiny. A pre-rendered page requests it only once it has painted (its inline
// script, `inlineBootstrap`); the SPA fallback, which has nothing to paint, loads it at once.
void importWithReload(() => import('./app/start')).then(({ start }) => start());

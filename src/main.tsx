import { importWithReload } from './lib/chunk-reload';
import './styles/global.css';

// The entry stays tiny. A pre-rendered page requests it only once it has painted (its inline
// script, `inlineBootstrap`); the SPA fallback, which has nothing to paint, loads it at once.
void importWithReload(() => import('./app/start')).then(({ start }) => start());

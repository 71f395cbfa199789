import { afterFirstPaint } from './lib/after-first-paint';
import { importWithReload } from './lib/chunk-reload';
import './styles/global.css';

// The entry stays tiny: the app (framework included) is imported once the browser has painted
// the pre-rendered page, so downloading and running it never holds up the first paint.
afterFirstPaint(
  () => void importWithReload(() => import('./app/start')).then(({ start }) => start()),
  Boolean(document.getElementById('root')?.firstChild),
);

import { start } from './app/start';
import { warmUpIntl } from './lib/intl-warm-up';
import './styles/global.css';

warmUpIntl();
// A pre-rendered page imports this entry only once it has painted (`inlineBootstrap`); the SPA
// fallback, which has nothing to paint, loads it at once.
void start();

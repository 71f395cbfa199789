import { start } from './app/start';
import './styles/tokens.css';
import './styles/global.css';

// A pre-rendered page imports this entry only once it has painted (`inlineBootstrap`); the SPA
// fallback, which has nothing to paint, loads it at once.
void start();

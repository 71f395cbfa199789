// The tokens and the base styles first: every component's stylesheet comes after them in the
// cascade, so a component's rule wins a tie with a base rule (docs/decisions/016-styles.md).
import './styles/tokens.css';
import './styles/global.css';
import { start } from './app/start';

// A pre-rendered page imports this entry only once it has painted (`inlineBootstrap`); the SPA
// fallback, which has nothing to paint, loads it at once.
void start();

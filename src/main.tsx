import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { env } from './config/env';
import { startVersionPolling } from './lib/version-check';
import './styles/global.css';

async function start() {
  // Written out here (not via a shared constant) so a production build drops the mock code.
  if (
    import.meta.env.VITE_API_MOCK === 'true' ||
    (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL)
  ) {
    const { startDemoApi } = await import('./testing/mocks/browser');
    await startDemoApi();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (env.isProduction) startVersionPolling();
}

void start();

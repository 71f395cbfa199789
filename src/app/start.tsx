import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadDialog } from '@/components/ui/lazy-dialog';
import { env } from '@/config/env';
import { startAnalytics } from '@/lib/analytics';
import { reportApiFailuresTo } from '@/lib/api/client';
import { readPreloadedAnswers, providePreloadedAnswers } from '@/lib/api/preloaded';
import { watchChunkFailures } from '@/lib/chunk-reload';
import { reportApiFailure, watchErrors } from '@/lib/error-report';
import { rememberLanguageChoices } from '@/lib/language-cookie';
import { App } from './app';
import { reportRecoverableError } from './report-recoverable-error';
import { createHydratingRouter } from './router';

/** Starts the app: hydrates a pre-rendered page, or renders the SPA fallback from scratch. */
export async function start() {
  watchErrors();
  reportApiFailuresTo(reportApiFailure);
  // Before the first dynamic import: every chunk that fails to load meets the one guard.
  watchChunkFailures();
  // Counts nothing and loads nothing without a configured service (the sender waits for idle).
  startAnalytics();
  // A literal of the build (vite.config.ts), read here and not through a constant of another
  // module: only then does a build without the demo API leave its chunk out (the bundler
  // removes the import before it splits chunks).
  if (__DEMO_API__) {
    const { startDemoApi } = await import('@/demo-api/browser');
    await startDemoApi();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // The API answers the HTML was rendered with: the first render starts from them.
  const answers = readPreloadedAnswers(document);
  providePreloadedAnswers(answers);
  // A page pre-rendered at build time (docs/decisions/004-prerendering.md) is hydrated; the SPA
  // fallback index.html has an empty #root and renders from scratch. So does a page rendered
  // with answers for its address without a query (`?page=2` of the notices shows another page).
  const matchesHtml = Object.keys(answers).length === 0 || window.location.search === '';
  const router =
    container.firstChild && matchesHtml ? await createHydratingRouter(window.location) : undefined;
  if (router) {
    // In a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page (one long task on a slow phone).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
        { onRecoverableError: reportRecoverableError },
      );
    });
    // Until then the page's links were plain links (a full page load each): nothing waited for
    // the app. A click while React hydrates makes it hydrate at once and handle that click.
  } else {
    // The SPA fallback has no inline script to remember language choices (src/bootstrap.ts).
    rememberLanguageChoices();
    container.replaceChildren();
    createRoot(container, { onRecoverableError: reportRecoverableError }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
  // Not needed to show or use the page: their code loads after hydration has started.
  preloadDialog();
  if (env.isProduction) {
    // A poller whose chunk is gone (a deploy in between) reloads the page through the chunk
    // guard (src/lib/chunk-reload.ts); nothing else is to be done about it here.
    import('@/lib/version-polling')
      .then(({ startVersionPolling }) => startVersionPolling())
      .catch(() => undefined);
  }
}

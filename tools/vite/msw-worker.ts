import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The msw service worker is served in dev and copied into a build only for demo builds, so a
 * production build ships no mock code (it is not in `public/` on purpose). The file is msw's
 * own, as `msw init` would copy it.
 */
export function mockServiceWorker(includeInBuild: boolean): Plugin {
  const workerFile = () =>
    readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'trio:msw-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(workerFile());
      });
    },
    generateBundle() {
      if (!includeInBuild || this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerFile() });
    },
  };
}

import { resolve } from 'node:path';
import { createServer } from 'vite';

/**
 * A Vite server that only loads the benchmark's TypeScript helpers (and the `@/` alias they
 * use) without a new package: `(await typescriptLoader()).ssrLoadModule('/scripts/x.ts')`.
 * No watcher and no dependency scan: nothing is served to a browser, and both would spend CPU
 * while Lighthouse measures.
 */
export function typescriptLoader() {
  return createServer({
    configFile: resolve('vite.config.ts'),
    // No WebSocket either: the benchmark and its site host each start one of these.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'warn',
  });
}

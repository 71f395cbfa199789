import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const mswWorkerPath = fileURLToPath(
  new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
);

/** Writes `builds/latest.json` next to the app; the same id is compiled into the bundle. */
function buildInfo(buildId: string): Plugin {
  return {
    name: 'trio:build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp: Date.now() }),
      });
    },
  };
}

/**
 * The msw service worker is served in dev and copied into a build only for demo builds,
 * so a production build ships no mock code (it is not in `public/` on purpose).
 */
function mockServiceWorker(includeInBuild: boolean): Plugin {
  return {
    name: 'trio:msw-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(mswWorkerPath));
      });
    },
    generateBundle() {
      if (!includeInBuild) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(mswWorkerPath, 'utf8'),
      });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const buildId = command === 'build' ? randomUUID() : 'dev';
  return {
    plugins: [react(), buildInfo(buildId), mockServiceWorker(env.VITE_API_MOCK === 'true')],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: true },
  };
});

import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type * as serverEntry from './src/entry-server';
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';

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

type ServerEntry = typeof serverEntry;

/**
 * After the client build: builds src/entry-server.tsx for Node, renders every public page into
 * `<outDir>/<lang>/<page>/index.html`, writes sitemap.xml and robots.txt, and puts the API
 * origin into `_headers` (its CSP `connect-src`). See docs/decisions/004-prerendering.md.
 */
function prerender(apiBaseUrl: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'trio:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The server build runs this config again; it must not recurse.
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // One folder per build: two builds may run at once (the browser tests build too).
      const serverDir = resolve(config.root, 'node_modules/.trio-prerender', randomUUID());
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          manifest: false,
        },
      });
      try {
        const entry = (await import(
          pathToFileURL(join(serverDir, 'entry-server.js')).href
        )) as ServerEntry;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const { path } of entry.pageUrls()) {
          const page = await entry.prerender(path);
          const html = template
            .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
            .replace('</head>', `  ${page.head}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root" inert>${page.body}</div>`);
          const file = join(outDir, path, 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
        writeFileSync(join(outDir, 'sitemap.xml'), entry.sitemap());
        writeFileSync(join(outDir, 'robots.txt'), entry.robots());
        const headersFile = join(outDir, '_headers');
        if (existsSync(headersFile)) {
          const origin = apiBaseUrl ? new URL(apiBaseUrl).origin : '';
          const headers = readFileSync(headersFile, 'utf8').replaceAll(
            ' __API_ORIGIN__',
            origin ? ` ${origin}` : '',
          );
          writeFileSync(headersFile, headers);
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const buildId = command === 'build' ? randomUUID() : 'dev';
  return {
    plugins: [
      react(),
      buildInfo(buildId),
      mockServiceWorker(env.VITE_API_MOCK === 'true'),
      prerender(env.VITE_API_BASE_URL ?? ''),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: true },
  };
});

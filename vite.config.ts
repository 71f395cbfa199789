import { randomUUID } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { appQrCodes } from './tools/vite/app-qr.ts';
import { buildInfo } from './tools/vite/build-info.ts';
import { buildVariables, requireSiteOrigin } from './tools/vite/build-variables.ts';
import { courseCalendars } from './tools/vite/calendar.ts';
import { courseSessionModules } from './tools/vite/course-sessions.ts';
import { contentCheck } from './tools/vite/content-check.ts';
import { noStylesheetOnlyChunks } from './tools/vite/css-chunks.ts';
import { mockServiceWorker } from './tools/vite/msw-worker.ts';
import { prerender } from './tools/vite/prerender.ts';
import { siteIcons } from './tools/vite/site-icons.ts';

/**
 * One id and time per build, whichever environment asks: Vite loads this file again for each
 * environment it builds (client, then the pre-render's ssr), so the first call keeps them for
 * the process. The pre-rendered pages name files by the id (the app's QR codes).
 */
const thisBuild = ((globalThis as { trioBuild?: { id: string; time: number } }).trioBuild ??= {
  id: randomUUID(),
  time: Date.now(),
});

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), ['VITE_', 'TRIO_']);
  const buildId = command === 'build' ? thisBuild.id : 'dev';
  const buildTime = thisBuild.time;
  const { demo, ...hosting } = buildVariables(env, command);
  return {
    plugins: [
      requireSiteOrigin(env),
      contentCheck(),
      react(),
      buildInfo(buildId),
      appQrCodes(buildId),
      mockServiceWorker(demo),
      noStylesheetOnlyChunks(),
      siteIcons(),
      courseSessionModules(),
      courseCalendars({
        siteOrigin: (env.VITE_SITE_ORIGIN || 'https://trio-sport.example').replace(/\/+$/, ''),
      }),
      prerender({
        ...hosting,
        demo,
        // The build reads the notices where the app will (docs/decisions/004-prerendering.md);
        // a demo build without an API address has its API only in the browser.
        apiBase: (env.VITE_API_BASE_URL || env.VITE_SITE_ORIGIN || '').replace(/\/+$/, ''),
        noticesFromApi: Boolean(env.VITE_API_BASE_URL || (env.VITE_SITE_ORIGIN && !demo)),
      }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      // The footer's year: the pre-rendered year, not the visitor's clock (a page built in
      // December and hydrated in January would not match).
      __BUILD_YEAR__: JSON.stringify(new Date(buildTime).getUTCFullYear()),
      // What the pre-rendered pages decided by the date (src/hooks/use-visit-time.ts).
      __BUILD_TIME__: JSON.stringify(buildTime),
      __MEDIA_ORIGINS__: JSON.stringify(hosting.mediaOrigins),
      // The app starts the demo API in a demo build, and in dev without a backend. A literal,
      // so that any other build leaves the demo API's code out (src/app/start.tsx).
      __DEMO_API__: JSON.stringify(demo || (command === 'serve' && !env.VITE_API_BASE_URL)),
    },
    server: { port: 5173, strictPort: true },
    build: {
      target: 'es2022',
      // Maps are written for debugging, but no file names them (a `sourceMappingURL` line per
      // file is bytes every visitor downloads), and the pre-render moves them out of the
      // deployed folder: they hold the whole source (TRIO_SOURCEMAP_DIR).
      sourcemap: hosting.sourcemapDir === '' ? false : 'hidden',
      // Every browser the site supports (es2022) preloads modules itself; a polyfill adds bytes.
      modulePreload: { polyfill: false },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The libraries every page runs, in one file: it stays cached from one deploy to
              // the next while the app's own code changes. The form libraries and DOMPurify stay
              // with the pages that use them.
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|js-cookie)[\\/]/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  };
});

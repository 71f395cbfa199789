import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { joinLane, startApiLanes } from '../../tools/testbed/api-lanes';
import { startApiServer } from '../../tools/testbed/api-server';
import { closeServer } from '../../tools/hosts/static-host';
import { buildSiteInBackground } from '../../tools/testbed/build-site';

/** What the run's one build is; the workers read it from `TRIO_E2E_BUILD`. */
export type SharedBuild = { distDir: string; nginxConf: string; apiUrl: string };

async function bundle(entry: string, outFile: string) {
  await build({
    entryPoints: [resolve(entry)],
    outfile: outFile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
}

/**
 * Once per run, before any worker starts: the API router every build calls (api-lanes.ts), one
 * production build against it (every worker, host and engine serves a link copy of it), and
 * the scripts the engine-neutral driver puts into pages. `vite build` takes most of 10 s of a
 * core: once instead of once per worker and host.
 */
export default async function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), 'trio-e2e-run-'));
  const lanes = await startApiLanes();
  const distDir = join(root, 'dist');
  const nginxConf = join(root, 'nginx.conf');
  // The build reads the notices from the API, as a deploy does: a demo API of its own, for the
  // build only (requests without an Origin go to the newest lane).
  const buildApi = await startApiServer(() => '');
  const buildLane = 'http://build.invalid';
  await joinLane(lanes.url, buildLane, buildApi.url);
  await buildSiteInBackground(distDir, {
    env: {
      VITE_API_BASE_URL: lanes.url,
      VITE_API_MOCK: '',
      // Reports go through the router too: the app's carry the page's Origin.
      VITE_REPORT_URL: `${lanes.url}/__reports`,
      // The analytics service too (tools/testbed/events-api.ts); every visit measures Web
      // Vitals. Counting happens after the page is idle and changes nothing a test sees.
      VITE_ANALYTICS_URL: `${lanes.url}/__analytics`,
      VITE_ANALYTICS_DOMAIN: 'trio-sport.example',
      VITE_VITALS_SAMPLE: '1',
      TRIO_NGINX_CONF: nginxConf,
      // Each worker's nginx gets its own port and copy (fixtures.ts rewrites these two lines).
      TRIO_NGINX_LISTEN: '127.0.0.1:8080',
      TRIO_NGINX_ROOT: distDir,
    },
    manifest: true,
  });
  await joinLane(lanes.url, buildLane);
  await closeServer(buildApi.server);
  const scripts = join(root, 'scripts');
  mkdirSync(scripts);
  const inPage = join(scripts, 'in-page.js');
  const watch = join(scripts, 'watch.js');
  await bundle('e2e/support/web/in-page.ts', inPage);
  await bundle('e2e/support/web/watch.ts', watch);

  const shared: SharedBuild = { distDir, nginxConf, apiUrl: lanes.url };
  process.env.TRIO_E2E_BUILD = JSON.stringify(shared);
  process.env.TRIO_E2E_SCRIPTS = JSON.stringify({ inPage, watch });

  return async () => {
    await lanes.stop();
    rmSync(root, { recursive: true, force: true });
  };
}

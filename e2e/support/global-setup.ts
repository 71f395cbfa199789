import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server';
import { chromiumPath } from './chromium';
import { startStaticHost } from '../../scripts/static-host';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    distDir: string;
  }
}

/** Builds the site against the loopback API, then serves both for the browser tests. */
export default async function setup(project: TestProject) {
  chromiumPath();
  let siteOrigin = '';
  const api = await startApiServer(() => siteOrigin);
  const distDir = resolve('e2e-output/dist');
  // A child process: inside Vitest NODE_ENV is "test", which would make a development build.
  const parentEnv = { ...process.env };
  delete parentEnv.NODE_ENV;
  execFileSync(
    process.execPath,
    [
      resolve('node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      distDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { env: { ...parentEnv, VITE_API_BASE_URL: api.url, VITE_API_MOCK: '' }, stdio: 'inherit' },
  );
  // The host follows the shipped `_headers` and `_redirects`: every journey runs under the real
  // Content Security Policy, caching rules and SPA fallback.
  const site = await startStaticHost(distDir);
  siteOrigin = site.url;
  project.provide('siteUrl', site.url);
  project.provide('apiUrl', api.url);
  project.provide('distDir', distDir);
  return async () => {
    await new Promise((done) => site.server.close(done));
    await new Promise((done) => api.server.close(done));
  };
}

import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server';
import { chromiumPath } from './chromium';
import { buildSite } from './build-site';
import { startStaticHost } from './static-host';

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
  buildSite(distDir, {
    env: { VITE_API_BASE_URL: api.url, VITE_API_MOCK: '' },
    manifest: true,
  });
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

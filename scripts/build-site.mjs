import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * A production build of the site (pre-rendered pages included) into `outDir`, in a child process:
 * inside Vitest NODE_ENV is "test", which would make a development build.
 *
 * @param {string} outDir
 * @param {{ env?: Record<string, string>, manifest?: boolean, mode?: string }} [options]
 */
export function buildSite(outDir, { env = {}, manifest = false, mode } = {}) {
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  execFileSync(
    process.execPath,
    [
      resolve('node_modules/vite/bin/vite.js'),
      'build',
      ...(mode ? ['--mode', mode] : []),
      '--outDir',
      outDir,
      '--emptyOutDir',
      ...(manifest ? ['--manifest'] : []),
      '--logLevel',
      'warn',
    ],
    { env: { ...inherited, ...env }, stdio: 'inherit' },
  );
}

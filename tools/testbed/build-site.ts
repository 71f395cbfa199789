import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

type BuildOptions = {
  /** `VITE_*` variables for this build. */
  env?: Record<string, string>;
  /** Also write `.vite/manifest.json` (what the size check reads). */
  manifest?: boolean;
  mode?: string;
};

/**
 * A production build of the site (pre-rendered pages included) into `outDir`, in a child process:
 * inside Vitest `NODE_ENV` is "test", which would make a development build.
 */
export function buildSite(outDir: string, { env = {}, manifest = false, mode }: BuildOptions = {}) {
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
    {
      // The origin the tests expect in canonical links and the sitemap; a build without one fails.
      // Nobody reads the tests' source maps: none are written (TRIO_SOURCEMAP_DIR).
      env: {
        VITE_SITE_ORIGIN: 'https://trio-sport.example',
        TRIO_SOURCEMAP_DIR: 'none',
        ...inherited,
        ...env,
      },
      stdio: 'inherit',
    },
  );
}

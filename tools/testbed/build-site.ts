import { execFileSync, spawn } from 'node:child_process';
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
export function buildSite(outDir: string, options: BuildOptions = {}) {
  const [command, args, settings] = buildCommand(outDir, options);
  execFileSync(command, args, settings);
}

/**
 * The same build, without blocking this process: a demo API served from here answers the
 * build's notice requests meanwhile (e2e/support/global-setup.ts).
 */
export function buildSiteInBackground(outDir: string, options: BuildOptions = {}): Promise<void> {
  const [command, args, settings] = buildCommand(outDir, options);
  return new Promise((done, fail) => {
    const child = spawn(command, args, settings);
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`vite build exited with ${code}`)),
    );
  });
}

function buildCommand(outDir: string, { env = {}, manifest = false, mode }: BuildOptions) {
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  return [
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
      stdio: 'inherit' as const,
    },
  ] as const;
}

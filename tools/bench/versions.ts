import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Another commit's production build, to measure beside this one in the same run: the commit is
 * checked out in a git worktree of its own under the system's temporary folder (kept, with its
 * `npm ci`, for the next run), and built there with its own Vite and configuration against the
 * same demo API as this build. Returns where the build went and the commit's short hash.
 */
export function buildCommit(
  commit: string,
  cacheDir: string,
  env: Record<string, string>,
): { distDir: string; label: string } {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const label = sha.slice(0, 7);
  const tree = join(tmpdir(), `trio-bench-${label}`);
  if (!existsSync(join(tree, 'package.json'))) {
    console.log(`\nChecking out ${label} in ${tree}`);
    git('worktree', 'add', '--detach', tree, sha);
  }
  if (!existsSync(join(tree, 'node_modules/.package-lock.json'))) {
    console.log(`npm ci in ${tree}`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
  }
  const distDir = resolve(cacheDir, `vs-${label}`);
  console.log(`Building ${label} into ${distDir}`);
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir', '--manifest'],
    {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        VITE_SITE_ORIGIN: 'https://trio-sport.example',
        TRIO_SOURCEMAP_DIR: 'none',
        ...inherited,
        ...env,
      },
    },
  );
  console.log(`(remove the worktree with: git worktree remove --force ${tree})`);
  return { distDir, label };
}

/** This work tree's commit, `+` when it has changes the commit does not: what a build here is. */
export function currentLabel(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  return (
    git('rev-parse', '--short=7', 'HEAD') +
    (git('status', '--porcelain', '--untracked-files=no') ? '+' : '')
  );
}

import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cmsConfig, type CmsOptions } from '../content/cms-config.ts';

const require = createRequire(import.meta.url);

/** The editor's own script, from the installed package (no CDN): `@sveltia/cms`, pinned. */
function sveltiaScript(): { file: string; version: string } {
  // The package exports only its entry (`npm/index.js`); the folder is two levels up.
  const folder = dirname(dirname(require.resolve('@sveltia/cms')));
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { file: join(folder, 'dist/sveltia-cms.js'), version };
}

/**
 * The editor's page. No inline script or style: its policy (hosting.ts, `adminPolicy`) allows
 * scripts from the site only. `noindex` here and in the `X-Robots-Tag` header; robots.txt
 * disallows the folder. No public page links to it or loads anything of it.
 */
function adminPage(version: string): string {
  return [
    '<!doctype html>',
    '<html lang="ko">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="same-origin">',
    '<title>TRIO 사이트 편집 · Site editor</title>',
    '<link rel="cms-config-url" type="application/json" href="/admin/config.json">',
    '</head>',
    '<body>',
    `<script src="/admin/sveltia-cms.js?v=${version}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes `<outDir>/admin/`: the page, the editor's script and its generated configuration. */
export function writeAdmin(outDir: string, root: string, options: CmsOptions): void {
  const dir = join(outDir, 'admin');
  mkdirSync(dir, { recursive: true });
  const { file, version } = sveltiaScript();
  copyFileSync(file, join(dir, 'sveltia-cms.js'));
  writeFileSync(join(dir, 'index.html'), adminPage(version));
  writeFileSync(join(dir, 'config.json'), `${JSON.stringify(cmsConfig(root, options), null, 2)}\n`);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { WebDriverWeb } from './support/web/webdriver-web';

/**
 * WebKit's WebDriver has no network events: a failed request there is one the test host's
 * watcher saw in the page (support/web/watch.ts). WebKit fires the same `error` for a load it
 * cancelled as for a missing file; only the missing file is a failure of the page.
 */
test('the WebKit watcher counts a missing file, not a cancelled load of a good one', async ({
  web,
  site,
}) => {
  test.skip(
    !(web instanceof WebDriverWeb),
    'the other engines report requests through their driver',
  );
  const watcher = web as WebDriverWeb;
  const manifest = JSON.parse(
    readFileSync(join(site.distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const good = `/${manifest['src/app/routes/trio/rule.tsx']?.file}`;
  const missing = '/assets/no-such-module.js';
  // A page of the site's origin without the app, whose own loads `window.stop()` would cancel
  // too (its lazy imports fail, and it reloads the page).
  const restore = site.replaceFile(
    'watcher-check.html',
    '<!doctype html><html><head><title>check</title></head></html>',
  );
  try {
    await watcher.goto('/watcher-check.html');
    await watcher.evaluate(
      (files) => {
        for (const file of files) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = file;
          document.head.append(link);
        }
        // Cancels both loads, as leaving the page does, without leaving it.
        window.stop();
      },
      [good, missing],
    );
    await expect.poll(() => watcher.cancelledLoads()).toEqual([`request failed: link ${good}`]);
    await expect
      .poll(() => watcher.problems())
      .toEqual([`request failed: link ${missing} (HTTP 404)`]);
  } finally {
    restore();
  }
});

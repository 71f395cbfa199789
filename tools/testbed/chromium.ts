import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one CHROME_PATH names. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. The browser tests drive Debian's Chromium: install it with ` +
        '`sudo apt-get install chromium` (or set CHROME_PATH to a Chromium binary).',
    );
  }
  return path;
}

/** Offline-safe flags: without the networking ones Chromium stalls on refused connections. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A Chromium with scripts turned off the way a visitor's browser has them off (Blink's own
 * setting): Playwright's `javaScriptEnabled: false` still parses `<noscript>` as if scripts ran.
 */
export function launchWithoutScripts(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--blink-settings=scriptEnabled=false'],
  });
}

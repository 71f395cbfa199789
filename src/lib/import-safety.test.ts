// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * Pages will be pre-rendered without a browser: importing any module must not touch
 * `window` or `document`. This runs in plain Node, where neither exists. The two browser
 * entries (the app's, and the pre-rendered pages' inline script) run when imported: not them.
 */
const modules = import.meta.glob([
  '/src/**/*.{ts,tsx}',
  '!/src/**/*.test.{ts,tsx}',
  '!/src/testing/**',
  '!/src/main.tsx',
  '!/src/bootstrap.ts',
  '!/src/**/*.d.ts',
]);

describe('import safety', () => {
  it('runs in an environment without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(Object.keys(modules))('%s imports without a browser', async (path) => {
    await expect(modules[path]!()).resolves.toBeDefined();
  });
});

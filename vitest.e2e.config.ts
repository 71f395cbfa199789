import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Browser tests: the built site in Debian's Chromium against the demo API on loopback. */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['e2e/**/*.e2e.ts'],
      environment: 'node',
      globalSetup: ['./e2e/support/global-setup.ts'],
      // One shared API server and one browser at a time on a 2-core machine.
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  }),
);

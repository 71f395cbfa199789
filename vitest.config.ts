import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // The tests' media host (TRIO_MEDIA_ORIGINS of a build): pictures the sanitiser keeps.
    define: { __MEDIA_ORIGINS__: JSON.stringify(['https://media.trio-sport.example']) },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'build/**/*.test.ts',
        'scripts/**/*.test.ts',
        'functions/**/*.test.ts',
        'e2e/support/**/*.test.ts',
      ],
      // Vitest takes one worker on 2 cores; two measured a third faster here (150 → 93 s).
      maxWorkers: 2,
      reporters: ['default', './scripts/slowest-tests-reporter.ts'],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      testTimeout: 15_000,
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    },
  }),
);

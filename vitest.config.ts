import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const roots = ['src', 'tools', 'functions'];
const tests = roots.map((root) => `${root}/**/*.test.{ts,tsx}`);

/** The test files that replace a module (`vi.mock`): they need a module registry of their own. */
const isolated = roots
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => join(root, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // The tests' media host (TRIO_MEDIA_ORIGINS of a build): pictures the sanitiser keeps.
    define: { __MEDIA_ORIGINS__: JSON.stringify(['https://media.trio-sport.example']) },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Vitest takes one worker on 2 cores; two measured a third faster here (150 → 93 s).
      maxWorkers: 2,
      // Test files share their worker's modules and jsdom window: a fresh one per file was
      // two fifths of the run's CPU. setup-tests.ts resets every store, the API and the
      // browser state after each test; the files that use `vi.mock` run isolated.
      projects: [
        {
          extends: true,
          test: { name: 'shared', include: tests, exclude: isolated, isolate: false },
        },
        { extends: true, test: { name: 'isolated', include: isolated } },
      ],
      reporters: ['default', './tools/reporters/slowest-tests-reporter.ts'],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      testTimeout: 15_000,
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    },
  }),
);

import { defineConfig, type ViteUserConfig } from 'vitest/config';
import unitConfig from './vitest.config.ts';

/**
 * The unit tests `npm run test:mutation` runs against each mutant (stryker.config.mjs): the
 * test files of the mutated modules, each in a fresh module registry (`isolate: true`).
 * Stryker's Vitest runner does not count a failure in a hook or at file level, and with the unit
 * run's shared registry (`isolate: false`) a mutated module could stay loaded from one file to
 * the next. A file runs once per mutant, so its start-up is most of the run's time: the tests of
 * plain logic run in Node without any setup, those of browser-side logic without the API and
 * translations (src/testing/setup-mutation.ts), and only the API client's and the version
 * check's with the unit tests' whole setup.
 */
const logicTests = [
  'src/lib/validation.test.ts',
  'src/lib/text.test.ts',
  'src/lib/text.display.test.ts',
  'src/lib/locale-format.test.ts',
  'src/lib/phone.test.ts',
  'src/features/trio/lib/ranking.test.ts',
  'src/lib/safe-url.test.ts',
  'src/config/course-sessions.test.ts',
  'tools/content/validate.test.ts',
  'tools/content/cms-config.test.ts',
  'tools/content/schema.test.ts',
];

const apiTests = ['src/lib/api/client.test.ts', 'src/lib/version-check.test.ts'];

const browserTests = [
  'src/features/community/lib/sanitize-html.test.ts',
  'src/features/community/lib/sanitize-html-api-host.test.ts',
  'src/features/courses/lib/request-draft.test.ts',
  'src/features/home/lib/popup-memory.test.ts',
  'src/lib/chunk-reload.test.ts',
  'src/lib/analytics.test.ts',
  'src/lib/analytics-sender.test.ts',
];

export default defineConfig(async (env): Promise<ViteUserConfig> => {
  const { test, ...config } = await unitConfig(env);
  // The unit run's setup and window go to the projects that need them.
  const { setupFiles, environment, ...options } = test ?? {};
  return {
    ...config,
    test: {
      ...options,
      // Without the unit run's slowest-tests reporter.
      reporters: ['default'],
      isolate: true,
      projects: [
        {
          extends: true,
          test: { name: 'logic', include: logicTests, environment: 'node' },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: browserTests,
            environment,
            setupFiles: ['./src/testing/setup-mutation.ts'],
          },
        },
        { extends: true, test: { name: 'api', include: apiTests, environment, setupFiles } },
      ],
    },
  };
});

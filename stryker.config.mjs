// @ts-check
/**
 * Mutation testing (`npm run test:mutation`, not part of `npm test`): Stryker changes the core
 * modules one small edit at a time and runs their unit tests; a change no test notices is a
 * gap. One module: `npm run test:mutation -- --mutate src/lib/text.ts`. Equivalent mutants (an
 * edit no one could ever see) are marked in the code with `// Stryker disable` and the reason.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/lib/validation.ts',
    'src/lib/safe-url.ts',
    'src/lib/text.ts',
    'src/lib/locale-format.ts',
    'src/lib/phone.ts',
    'src/lib/api/client.ts',
    'src/lib/version-check.ts',
    'src/lib/chunk-reload.ts',
    'src/lib/analytics.ts',
    'src/lib/analytics-sender.ts',
    'src/config/sessions.ts',
    'src/config/course-sessions.ts',
    'tools/content/schema.ts',
    'src/features/trio/lib/ranking.ts',
    'src/features/community/lib/sanitize-html.ts',
    'src/features/courses/lib/request-draft.ts',
    'src/features/home/lib/popup-memory.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two cores: one test process leaves the other for the rest of the machine.
  concurrency: 1,
  // A mutant's tests may take a while on a busy machine; a timeout restarts the test runner (slow).
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 95, low: 90, break: 90 },
  // The sandbox Stryker copies the project into needs no build output or reports.
  ignorePatterns: ['dist', 'dist-sourcemaps', 'e2e-output', 'reports', 'hosting', 'coverage'],
};

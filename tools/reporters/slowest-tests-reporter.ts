import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** After the unit tests: the ten slowest, so a test that grows slow is seen. */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        name: `${relative(process.cwd(), module.moduleId)} › ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    if (!tests.length) return;
    console.log('\nSlowest unit tests:');
    for (const { name, ms } of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
    }
  }
}

import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * After the run: the ten slowest tests, every test that passed only on a retry (flaky, to be
 * fixed), and where each failure's trace and screenshot are.
 */
export default class SummaryReporter implements Reporter {
  private readonly durations = new Map<TestCase, number>();
  private readonly flaky = new Set<TestCase>();
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration);
    if (result.status === 'passed' && result.retry > 0) this.flaky.add(test);
    if (result.status === 'failed' || result.status === 'timedOut') {
      this.failures.push({ test, result });
    }
  }

  onEnd(_result: FullResult): void {
    const title = (test: TestCase) => test.titlePath().filter(Boolean).join(' › ');
    const slowest = [...this.durations].sort((a, b) => b[1] - a[1]).slice(0, 10);
    console.log('\nSlowest browser tests:');
    for (const [test, ms] of slowest) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title(test)}`);
    }
    if (this.flaky.size) {
      console.log(`\nFlaky: ${this.flaky.size} test(s) passed only on a retry; fix them:`);
      for (const test of this.flaky) console.log(`  - ${title(test)}`);
    }
    for (const { test, result } of this.failures) {
      console.log(`\nFailed: ${title(test)} (attempt ${result.retry + 1})`);
      for (const attachment of result.attachments) {
        if (attachment.path) console.log(`  ${attachment.name}: ${attachment.path}`);
      }
    }
  }
}

// `npm audit --omit=dev` that fails on high or critical advisories. Where the registry's audit
// endpoint cannot be reached (this project's CI network answers 405), it says so loudly and
// does not fail the build: an unknown result is reported, not mistaken for a clean one.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = (report?.error?.summary ?? run.stderr ?? '').trim().split('\n').pop();
  console.warn(
    `audit:prod: the audit endpoint is unavailable (${reason || 'no answer'}); result UNKNOWN.`,
  );
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `audit:prod: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
process.exit(serious > 0 ? 1 : 0);

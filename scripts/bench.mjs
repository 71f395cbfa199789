#!/usr/bin/env node
/**
 * `npm run bench`: the bundle sizes and budget (scripts/bundle-size.mjs), then Lighthouse on
 * five pages against their plain-HTML twins (scripts/lighthouse.mjs). Both always run; the exit
 * code fails when either misses a target. A benchmark, not a test: run it on a quiet machine.
 */
import { spawnSync } from 'node:child_process';

const steps = ['scripts/bundle-size.mjs', 'scripts/lighthouse.mjs'];
const failed = steps.filter(
  (script) => spawnSync(process.execPath, [script], { stdio: 'inherit' }).status !== 0,
);
if (failed.length) console.log(`\nbench: targets missed in ${failed.join(', ')}`);
process.exitCode = failed.length ? 1 : 0;

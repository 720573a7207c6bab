// `npm test`: check the formatting (prettier --check) and the types (tsc --noEmit), build once, then unit + API tests
// (PGlite, and alongside it PostgreSQL when TEST_DATABASE_URL is set), then the browser tests. The browser is found or installed once (scripts/chromium.mjs), before the first
// stage whose tests launch one, and handed to every later stage in CHROMIUM_PATH. Stops at the first failing
// stage with its exit code. `node scripts/test.mjs --dry-run [format|types|unit|api|e2e]` prints the plan and runs nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ensureChromiumOrExit } from './chromium.mjs';
import { testPlan } from './test-plan.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const only = args.find((a) => !a.startsWith('--')); // optional: format | types | unit | api | e2e
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
if (only && !['format', 'types', 'unit', 'api', 'e2e'].includes(only)) {
  console.error(`[test] unknown stage "${only}": format, types, unit, api or e2e`);
  process.exit(2);
}
const plan = testPlan({ only, env });

if (dryRun) {
  for (const s of plan)
    console.log(
      s.kind === 'browser'
        ? 'browser: find or install Chromium (CHROMIUM_PATH)'
        : `${s.name}: ${s.cmd} ${s.args.join(' ')}${s.browser ? '   [launches a browser]' : ''}${s.alongside ? '   [alongside the step before]' : ''}`,
    );
  process.exit(0);
}

// Every stage's temporary files (the servers' data directories, backups, the browser's profiles) go under one directory
// per run, removed when the run ends, passed or failed: a run leaves nothing in /tmp. Left behind, each test server's
// data directory (about 46 MB) stayed, runs added up until the disk was full, and PGlite failed with ENOSPC (errno 51).
// Only the stages get it: the browser step's apt-get is a system install and keeps the machine's own TMPDIR.
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-test-run-'));
console.log(`[test] temporary files: ${runTmp} (removed at the end)`);
process.on('exit', () => fs.rmSync(runTmp, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

/** A run step, its output passed through (prefixed with its name when it shares the terminal); resolves to its exit code. */
function run(step, prefixed) {
  return new Promise((resolve) => {
    console.log(`\n[test] ${step.label}: ${step.cmd} ${step.args.join(' ')}`);
    const started = Date.now();
    const child = spawn(step.cmd, step.args, {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, TMPDIR: runTmp, ...step.env },
    });
    if (prefixed) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${step.name} │ ${line}\n`));
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      console.log(`[test] ${step.label}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status);
    });
  });
}

// Steps marked `alongside` start with the step before them (the two API suites); the rest run one after another.
const batches = [];
for (const step of plan) {
  if (step.kind === 'run' && step.alongside && batches.at(-1)?.[0].kind === 'run') batches.at(-1).push(step);
  else batches.push([step]);
}

for (const batch of batches) {
  if (batch[0].kind === 'browser') {
    env.CHROMIUM_PATH = ensureChromiumOrExit(env);
    console.log(`\n[test] browser: ${env.CHROMIUM_PATH}`);
    continue;
  }
  const codes = await Promise.all(batch.map((step) => run(step, batch.length > 1)));
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) process.exit(failed);
  if (batch.some((s) => s.name === 'api-pglite') && !env.TEST_DATABASE_URL)
    console.log('[test] TEST_DATABASE_URL not set: API tests ran on PGlite only.');
}
console.log('\n[test] all stages passed');

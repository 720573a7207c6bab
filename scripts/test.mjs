// `npm test`: build once, then unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests. Stops at the first failing stage with its exit code.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const bin = (name) => `node_modules/.bin/${name}`;

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n[test] ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`[test] ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const only = process.argv[2]; // optional: unit | api | e2e
if (!only || only !== 'unit') run('build', bin('astro'), ['build']);
if (!only || only === 'unit') run('unit tests', bin('vitest'), ['run', '--project', 'unit']);
if (!only || only === 'api') {
  run('API tests (PGlite)', bin('vitest'), ['run', '--project', 'api'], { API_DB: 'pglite' });
  if (process.env.TEST_DATABASE_URL) run('API tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'api'], { API_DB: 'postgres' });
  else console.log('[test] TEST_DATABASE_URL not set: API tests ran on PGlite only.');
}
if (!only || only === 'e2e') {
  const chromium = ensureChromium();
  run('browser tests', bin('playwright'), ['test'], chromium ? { CHROMIUM_PATH: chromium } : {});
}
console.log('\n[test] all stages passed');

// The stages of `npm test`, in order, and where the browser is got: before the first stage whose tests launch
// one (found by reading the test files, so a new browser test in any stage moves the step by itself).
import fs from 'node:fs';
import path from 'node:path';

/** What in a test file means it starts a browser. */
export const LAUNCHES_BROWSER = /\bchromium\.launch\(|\blaunchBrowser\(|\bbrowserForTests\(|chromeLauncher\.launch\(/;

function testFiles(dir) {
  let out = [];
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out = out.concat(testFiles(p));
    else if (/\.(test|spec)\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** The test files under `dirs` (relative to root) that start a browser. */
export function browserTestFiles(root, dirs) {
  return dirs
    .flatMap((d) => testFiles(path.join(root, d)))
    .filter((f) => LAUNCHES_BROWSER.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(root, f));
}

/**
 * The steps of `npm test [unit|api|e2e]`: { kind: 'run', name, label, cmd, args, env, dirs, browser, alongside? } (a
 * step with `alongside` starts together with the step before it) and one
 * { kind: 'browser' } placed before the first run step that needs a browser (none when no step does).
 * @param {{ only?: string, env?: Record<string, string | undefined>, root?: string }} [opts]
 */
export function testPlan({ only, env = process.env, root = process.cwd() } = {}) {
  const bin = (name) => `node_modules/.bin/${name}`;
  const runs = [];
  const add = (name, label, cmd, args, extraEnv, dirs, always = false) =>
    runs.push({ kind: 'run', name, label, cmd, args, env: extraEnv, dirs, browser: always || browserTestFiles(root, dirs).length > 0 });
  // The formatter first: seconds, and a misformatted file is the cheapest failure to report (.prettierrc.json).
  if (!only || only === 'format') add('format', 'format check', bin('prettier'), ['--check', '.'], {}, []);
  // Then the types (tsc, about 10 s): the build strips them without checking, so nothing else would notice.
  if (!only || only === 'types') add('types', 'type check', bin('tsc'), ['--noEmit'], {}, []);
  if (!only || only === 'api' || only === 'e2e') add('build', 'build', bin('astro'), ['build'], {}, []);
  if (!only || only === 'unit') add('unit', 'unit tests', bin('vitest'), ['run', '--project', 'unit'], {}, ['tests/unit']);
  if (!only || only === 'api') {
    add('api-pglite', 'API tests (PGlite)', bin('vitest'), ['run', '--project', 'api'], { API_DB: 'pglite' }, ['tests/api']);
    // Alongside the PGlite run, not after it: each suite has its own server and its own database, and each runs its
    // files one at a time (Vitest's one worker on two cores), its test waiting while its server works. The two ran
    // one after the other for 21 of the CI's 54 minutes on a slow day (README, Testing).
    if (env.TEST_DATABASE_URL) {
      add('api-postgres', 'API tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'api'], { API_DB: 'postgres' }, ['tests/api']);
      runs.at(-1).alongside = true;
    }
  }
  // Playwright always drives a browser.
  if (!only || only === 'e2e') add('e2e', 'browser tests', bin('playwright'), ['test'], {}, ['tests/e2e'], true);
  const first = runs.findIndex((r) => r.browser);
  return first < 0 ? runs : [...runs.slice(0, first), { kind: 'browser' }, ...runs.slice(first)];
}

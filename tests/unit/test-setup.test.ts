// `npm test` on a fresh machine (issue #19): the browser is found or installed once, before the first stage
// whose tests launch one, and every browser in the tests and the bench comes from that one helper.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrowserUnavailable, decideBrowser, ensureChromium, findChromium, INSTALL_HINT } from '../../scripts/chromium.mjs';
import { browserTestFiles, testPlan } from '../../scripts/test-plan.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A machine as ensureChromium sees it, recording what it would run. */
function machine(f: {
  found?: string | null;
  fonts?: boolean;
  root?: boolean;
  apt?: boolean;
  after?: string | null;
  download?: string | null;
  aptFails?: boolean;
}) {
  const ran: string[] = [];
  const said: string[] = [];
  return {
    ran,
    said,
    m: {
      log: (m: string) => void said.push(m),
      facts: () => ({ found: f.found ?? null, fonts: f.fonts ?? true, root: f.root ?? false, apt: f.apt ?? true, badPath: undefined }),
      find: () => f.after ?? null,
      playwrightChromium: () => f.download ?? null,
      run: (cmd: string) => {
        ran.push(cmd);
        if (cmd.startsWith('npx playwright') && !f.download) throw new Error('download failed');
        if (cmd.startsWith('apt-get') && f.aptFails) throw new Error('apt failed');
      },
    },
  };
}

describe('the browser helper decides', () => {
  it('root with apt-get installs what is missing: Chromium and the CJK fonts, or the fonts alone', () => {
    expect(decideBrowser({ found: null, fonts: false, root: true, apt: true })).toEqual({
      apt: ['chromium', 'fonts-noto-cjk'],
      use: undefined,
    });
    expect(decideBrowser({ found: '/usr/bin/chromium', fonts: false, root: true, apt: true })).toEqual({
      apt: ['fonts-noto-cjk'],
      use: '/usr/bin/chromium',
    });
    expect(decideBrowser({ found: null, fonts: true, root: true, apt: true })).toEqual({ apt: ['chromium'], use: undefined });
    expect(decideBrowser({ found: '/usr/bin/chromium', fonts: true, root: true, apt: true })).toEqual({ use: '/usr/bin/chromium' });
  });

  it("a normal user uses what is there (saying what fonts to add), else tries Playwright's download", () => {
    expect(decideBrowser({ found: '/opt/chrome', fonts: true, root: false, apt: true })).toEqual({ use: '/opt/chrome', warn: undefined });
    const noFonts = decideBrowser({ found: '/opt/chrome', fonts: false, root: false, apt: true });
    expect(noFonts.use).toBe('/opt/chrome');
    expect(noFonts.warn).toContain('fonts-noto-cjk');
    expect(decideBrowser({ found: null, fonts: true, root: false, apt: true })).toMatchObject({ playwright: true });
    expect(decideBrowser({ found: null, fonts: true, root: true, apt: false })).toMatchObject({ playwright: true });
    expect(decideBrowser({ found: null, fonts: true, root: false, apt: true, badPath: '/nope' }).fail).toContain('CHROMIUM_PATH=/nope');
  });

  it('as root with nothing installed: one apt-get run, then the installed Chromium is handed down', () => {
    const { ran, said, m } = machine({ root: true, fonts: false, after: '/usr/bin/chromium' });
    const env: Record<string, string> = {};
    expect(ensureChromium(env, m)).toBe('/usr/bin/chromium');
    expect(env.CHROMIUM_PATH).toBe('/usr/bin/chromium');
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatch(/^apt-get update .*apt-get install .* chromium fonts-noto-cjk$/);
    expect(said).toEqual(['installing Debian packages: chromium fonts-noto-cjk (apt-get, as root)…']);
  });

  it("as a normal user with nothing found: Playwright's Chromium when it can be fetched", () => {
    const { ran, m } = machine({ download: '/home/u/.cache/ms-playwright/chromium/chrome' });
    const env: Record<string, string> = {};
    expect(ensureChromium(env, m)).toBe('/home/u/.cache/ms-playwright/chromium/chrome');
    expect(env.CHROMIUM_PATH).toBe('/home/u/.cache/ms-playwright/chromium/chrome');
    expect(ran).toEqual(['npx playwright install chromium']);
  });

  it('as a normal user when nothing can be fetched: stops with what to install, and installs nothing else', () => {
    const { ran, m } = machine({});
    let err: unknown;
    try {
      ensureChromium({}, m);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(BrowserUnavailable);
    expect((err as Error).message).toContain('sudo apt-get install chromium fonts-noto-cjk');
    expect((err as Error).message).toContain('CHROMIUM_PATH');
    expect(INSTALL_HINT).toContain('sudo apt-get install chromium fonts-noto-cjk');
    expect(ran).toEqual(['npx playwright install chromium']);
  });

  it('as root, fonts that cannot be installed do not stop a Chromium that is there', () => {
    const { m } = machine({ root: true, found: '/usr/bin/chromium', fonts: false, aptFails: true, after: '/usr/bin/chromium' });
    expect(ensureChromium({}, m)).toBe('/usr/bin/chromium');
  });

  it('the candidates can be replaced, so "no Chromium" is simulated without touching the machine', () => {
    expect(findChromium({ QILI_CHROMIUM_CANDIDATES: '' })).toBeNull();
    expect(findChromium({ QILI_CHROMIUM_CANDIDATES: '/nonexistent/chromium' })).toBeNull();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-chromium-'));
    const fake = path.join(dir, 'chromium');
    fs.writeFileSync(fake, '#!/bin/sh\n', { mode: 0o755 });
    expect(findChromium({ QILI_CHROMIUM_CANDIDATES: `/nonexistent/chromium:${fake}` })).toBe(fake);
    expect(findChromium({ CHROMIUM_PATH: fake, QILI_CHROMIUM_CANDIDATES: '' })).toBe(fake);
    expect(findChromium({ CHROMIUM_PATH: path.join(dir, 'missing') })).toBeNull();
    fs.rmSync(dir, { recursive: true });
  });
});

describe("npm test's plan", () => {
  const names = (plan: ReturnType<typeof testPlan>) => plan.map((s) => (s.kind === 'browser' ? 'browser' : s.name));

  it('gets the browser before the first stage whose tests launch one (the API stage: stored XSS in a real browser)', () => {
    const plan = testPlan({ root: ROOT, env: { TEST_DATABASE_URL: 'postgres://x' } });
    expect(names(plan)).toEqual(['format', 'types', 'build', 'unit', 'browser', 'api-pglite', 'api-postgres', 'e2e']);
    const first = plan.findIndex((s) => s.kind === 'run' && s.browser);
    expect(plan.findIndex((s) => s.kind === 'browser')).toBe(first - 1);
    expect(browserTestFiles(ROOT, ['tests/api'])).toContain(path.join('tests', 'api', 'security-input.test.ts'));
    expect(names(testPlan({ root: ROOT, env: {}, only: 'unit' }))).toEqual(['unit']);
    expect(names(testPlan({ root: ROOT, env: {}, only: 'e2e' }))).toEqual(['build', 'browser', 'e2e']);
    expect(names(testPlan({ root: ROOT, env: {}, only: 'format' }))).toEqual(['format']);
    expect(names(testPlan({ root: ROOT, env: {}, only: 'types' }))).toEqual(['types']);
  });

  it('runs the PostgreSQL API suite alongside the PGlite one (own server, own database), every other stage after the one before', () => {
    const plan = testPlan({ root: ROOT, env: { TEST_DATABASE_URL: 'postgres://x' } });
    const together = plan.filter((s) => s.kind === 'run' && s.alongside).map((s) => (s.kind === 'run' ? s.name : ''));
    expect(together).toEqual(['api-postgres']);
    expect(names(plan)[names(plan).indexOf('api-postgres') - 1]).toBe('api-pglite');
  });

  it('moves the browser step when a test in an earlier stage starts launching one', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-plan-'));
    fs.mkdirSync(path.join(root, 'tests/unit'), { recursive: true });
    fs.mkdirSync(path.join(root, 'tests/api'), { recursive: true });
    fs.writeFileSync(path.join(root, 'tests/api/a.test.ts'), 'it("x", () => {});\n');
    fs.writeFileSync(path.join(root, 'tests/unit/b.test.ts'), `const b = await ${'launch'}Browser();\n`); // split: this file is scanned too
    expect(names(testPlan({ root, env: {} }))).toEqual(['format', 'types', 'build', 'browser', 'unit', 'api-pglite', 'e2e']);
    fs.writeFileSync(path.join(root, 'tests/unit/b.test.ts'), 'it("x", () => {});\n');
    expect(names(testPlan({ root, env: {} }))).toEqual(['format', 'types', 'build', 'unit', 'api-pglite', 'browser', 'e2e']);
    fs.rmSync(root, { recursive: true });
  });

  it('every browser in the tests and the bench comes from the one helper', () => {
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of fs.readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(ts|tsx|mjs|js)$/.test(e.name)) files.push(p);
      }
    };
    for (const d of ['tests', 'scripts', 'bench']) if (fs.existsSync(path.join(ROOT, d))) walk(d);
    files.push('playwright.config.ts');
    const src = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');
    const launches = files.filter(
      (f) =>
        /\bchromium\.launch\(|chromeLauncher\.launch\(|executablePath\s*:|chromePath\s*:/.test(src(f)) &&
        f !== 'tests/unit/test-setup.test.ts',
    );
    // the places that start a browser, each handed its binary by the helper
    expect(launches.sort()).toEqual(['playwright.config.ts', 'scripts/bench/lighthouse.mjs', 'tests/helpers/browser.ts']);
    expect(src('tests/helpers/browser.ts')).toMatch(/executablePath: browserForTests\(\)/);
    expect(src('playwright.config.ts')).toMatch(/executablePath: browserForTests\(\)/);
    expect(src('scripts/bench/run.mjs')).toMatch(/const chromePath = ensureChromiumOrExit\(\)/);
    expect(src('scripts/bench/lighthouse.mjs')).toMatch(/launch\(\{\s*chromePath,/);
    // and nobody looks for one on their own
    for (const f of files.filter((x) => x !== 'scripts/chromium.mjs' && x !== 'tests/unit/test-setup.test.ts'))
      expect(src(f), f).not.toMatch(/findChromium|\/usr\/bin\/chromium/);
  });
});

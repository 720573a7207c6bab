// The one way any test stage, test file or the bench gets a browser: find a Chromium, or install one once,
// and hand its path down in CHROMIUM_PATH. Also makes sure CJK fonts are there (the UI is Chinese).
//
//   root with apt-get  → installs Debian's `chromium` and `fonts-noto-cjk` when missing
//   normal user        → Playwright's own Chromium (`npx playwright install chromium`) when no Chromium is found;
//                        when that cannot be fetched, stops with a message saying exactly what to install
//
// Environment: CHROMIUM_PATH (use this binary), QILI_CHROMIUM_CANDIDATES (colon-separated list of binaries
// replacing the built-in candidates and the PATH search; empty means "none", for tests of the decisions),
// QILI_CJK_FONTS=0|1 (override the font check, likewise).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const INSTALL_HINT = 'sudo apt-get install chromium fonts-noto-cjk   (or set CHROMIUM_PATH=/path/to/chromium-or-chrome)';

function which(cmd) {
  try {
    return (
      execSync(`command -v ${cmd}`, { stdio: ['ignore', 'pipe', 'ignore'], shell: '/bin/sh' })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

/** Playwright's own Chromium (downloaded by `npx playwright install chromium`), when it is there. */
export function playwrightChromium() {
  try {
    const p = createRequire(import.meta.url)('playwright-core').chromium.executablePath();
    return p && fs.existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

/** Where a Chromium is looked for, in order. */
export function chromiumCandidates(env = process.env) {
  if (env.QILI_CHROMIUM_CANDIDATES !== undefined) return env.QILI_CHROMIUM_CANDIDATES.split(':').filter(Boolean);
  const onPath = PATH_NAMES.map(which).filter(Boolean);
  return [...new Set([...SYSTEM_CANDIDATES, ...onPath, playwrightChromium()].filter(Boolean))];
}

/** The first candidate that exists and is executable, or null. CHROMIUM_PATH wins when it points at a file. */
export function findChromium(env = process.env) {
  const usable = (p) => {
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return fs.statSync(p).isFile();
    } catch {
      return false;
    }
  };
  if (env.CHROMIUM_PATH) return usable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return chromiumCandidates(env).find(usable) ?? null;
}

/** Whether a font covering Chinese is installed (fontconfig's answer, else a look at the font folders). */
export function hasCjkFonts(env = process.env) {
  if (env.QILI_CJK_FONTS === '0' || env.QILI_CJK_FONTS === '1') return env.QILI_CJK_FONTS === '1';
  try {
    if (
      execSync('fc-list :lang=zh family', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim()
    )
      return true;
  } catch {
    /* no fontconfig tools: look at the files */
  }
  const dirs = ['/usr/share/fonts', '/usr/local/share/fonts', `${env.HOME ?? ''}/.local/share/fonts`, `${env.HOME ?? ''}/.fonts`];
  const cjk = /(noto(sans|serif)?cjk|sourcehan|wqy|droidsansfallback|uming|ukai)/i;
  const walk = (d, depth) => {
    let names;
    try {
      names = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return false;
    }
    return names.some((n) => (n.isDirectory() ? depth < 4 && walk(`${d}/${n.name}`, depth + 1) : cjk.test(n.name.replace(/[-_ ]/g, ''))));
  };
  return dirs.some((d) => walk(d, 0));
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * What to do, from the facts (pure, so the decisions are tested):
 *   { use }                          a Chromium is there (fonts too, or nothing can be done about them)
 *   { apt: [packages] }              root with apt-get: install what is missing
 *   { playwright: true }             a normal user without Chromium: try Playwright's download
 *   { fail: message }                nothing can be done here: say what to install
 * `warn` carries a message to print alongside (missing fonts for a normal user).
 * @param {{ found: string | null, fonts: boolean, root: boolean, apt: boolean, badPath?: string }} facts
 * @returns {{ use?: string, apt?: string[], playwright?: boolean, fail?: string, warn?: string }}
 */
export function decideBrowser({ found, fonts, root, apt, badPath }) {
  if (badPath) return { fail: `CHROMIUM_PATH=${badPath} is not an executable file. Point it at a Chromium or Chrome binary, or unset it.` };
  const fontWarn = fonts
    ? undefined
    : `No CJK font found: Chinese text renders as boxes in the browser tests (they still pass). Install: ${INSTALL_HINT.split('   ')[0]}`;
  if (root && apt) {
    const need = [...(found ? [] : ['chromium']), ...(fonts ? [] : ['fonts-noto-cjk'])];
    if (need.length) return { apt: need, use: found ?? undefined };
    return { use: found };
  }
  if (found) return { use: found, warn: fontWarn };
  return { playwright: true, warn: fontWarn };
}

function facts(env) {
  const badPath = env.CHROMIUM_PATH && !findChromium(env) ? env.CHROMIUM_PATH : undefined;
  return { found: badPath ? null : findChromium(env), fonts: hasCjkFonts(env), root: isRoot(), apt: !!which('apt-get'), badPath };
}

export class BrowserUnavailable extends Error {}

const say = (m) => console.log(`[browser] ${m}`);

/** What ensureChromium does to the machine; tests replace it to check the decisions without installing anything. */
const MACHINE = {
  facts,
  log: say,
  find: findChromium,
  playwrightChromium,
  /** @param {string} cmd @param {Record<string, string | undefined>} env @returns {void} */
  run: (cmd, env) => {
    execSync(cmd, { stdio: 'inherit', shell: '/bin/sh', env: { ...process.env, ...env } });
  },
};

/**
 * Finds or installs a Chromium once and returns its path; also sets env.CHROMIUM_PATH (process.env by
 * default) so that every process started afterwards (test stages, Playwright workers) uses the same binary
 * without looking again. Throws BrowserUnavailable with the message to show when there is no way to get one.
 */
export function ensureChromium(env = process.env, machine = MACHINE) {
  let d = decideBrowser(machine.facts(env));
  if (d.fail) throw new BrowserUnavailable(d.fail);
  if (d.apt) {
    machine.log(`installing Debian packages: ${d.apt.join(' ')} (apt-get, as root)…`);
    try {
      machine.run(
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${d.apt.join(' ')}`,
        env,
      );
    } catch {
      if (!d.use) throw new BrowserUnavailable(`apt-get could not install ${d.apt.join(' ')}. Install them by hand, or set CHROMIUM_PATH.`);
      machine.log(`apt-get could not install ${d.apt.join(' ')}: going on without (Chinese text may render as boxes).`);
    }
    const after = machine.find(env);
    if (!after)
      throw new BrowserUnavailable('apt-get ran, but no Chromium was found afterwards. Set CHROMIUM_PATH to a Chromium or Chrome binary.');
    d = { use: after };
  }
  if (d.playwright) {
    machine.log("no Chromium found: trying Playwright's own (npx playwright install chromium)…");
    let own = null;
    try {
      machine.run('npx playwright install chromium', env);
      own = machine.playwrightChromium();
    } catch {
      /* could not download */
    }
    if (!own) {
      throw new BrowserUnavailable(
        ["No Chromium was found and Playwright's could not be downloaded.", `Install one and run the tests again:  ${INSTALL_HINT}`].join(
          '\n',
        ),
      );
    }
    d = { ...d, use: own };
  }
  if (d.warn) machine.log(d.warn);
  env.CHROMIUM_PATH = d.use;
  return d.use;
}

/** ensureChromium for a command-line script: prints the message and exits 1 when there is no browser. */
export function ensureChromiumOrExit(env = process.env) {
  try {
    return ensureChromium(env);
  } catch (e) {
    if (!(e instanceof BrowserUnavailable)) throw e;
    console.error(`\n[browser] ${e.message}\n`);
    process.exit(1);
  }
}

/**
 * For test files and configs: the browser a runner handed down (CHROMIUM_PATH), or — when a test is run on
 * its own, outside `npm test` — the same find-or-install.
 */
export function browserForTests() {
  return (process.env.CHROMIUM_PATH && findChromium()) || ensureChromium();
}

// `node scripts/chromium.mjs`: find or install, print the path.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(ensureChromiumOrExit());

// Finds a Chromium for the browser tests; installs one where there is none and says so.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];

function which(cmd) {
  try {
    return execSync(`command -v ${cmd}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    return null;
  }
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const c of CANDIDATES) if (fs.existsSync(c)) return c;
  for (const c of ['chromium', 'chromium-browser', 'google-chrome']) {
    const p = which(c);
    if (p) return p;
  }
  return null;
}

/** Returns a Chromium path, installing Debian's chromium (as root) or Playwright's build elsewhere. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log('[test] No Chromium found: installing Debian packages chromium and fonts-noto-cjk (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit' });
  } else {
    console.log('[test] No Chromium found: installing Playwright\'s Chromium (npx playwright install chromium)…');
    execSync('npx playwright install chromium', { stdio: 'inherit' });
    return undefined; // Playwright then uses its own build
  }
  const after = findChromium();
  if (!after) throw new Error('Chromium could not be installed; set CHROMIUM_PATH to a Chromium or Chrome binary.');
  return after;
}

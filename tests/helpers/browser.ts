// The one way a vitest file starts a browser: the Chromium that `npm test` found or installed (CHROMIUM_PATH),
// or, when the file runs on its own, the same find-or-install (scripts/chromium.mjs).
import { chromium, type Browser } from '@playwright/test';
import { browserForTests } from '../../scripts/chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: browserForTests(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

// Keeps `npm ci` working: the registry this project installs from serves the Astro compiler's native
// bindings (@astrojs/compiler-binding-*) only for linux-x64, so npm leaves the other platforms out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This records them as optional,
// platform-restricted entries (never fetched on a non-matching machine). Runs after every npm install.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
if (!fs.existsSync(file)) process.exit(0);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const parent = lock.packages?.['node_modules/@astrojs/compiler-binding'];
if (!parent?.optionalDependencies) process.exit(0);
const PLATFORM = {
  'android-arm64': [['android'], ['arm64']],
  'darwin-arm64': [['darwin'], ['arm64']],
  'darwin-x64': [['darwin'], ['x64']],
  'linux-arm64-gnu': [['linux'], ['arm64']],
  'linux-arm64-musl': [['linux'], ['arm64']],
  'linux-x64-gnu': [['linux'], ['x64']],
  'linux-x64-musl': [['linux'], ['x64']],
  'wasm32-wasi': [null, ['wasm32']],
  'win32-arm64-msvc': [['win32'], ['arm64']],
  'win32-x64-msvc': [['win32'], ['x64']],
};
let added = 0;
for (const [name, version] of Object.entries(parent.optionalDependencies)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os, cpu] = PLATFORM[name.replace('@astrojs/compiler-binding-', '')] ?? [null, null];
  lock.packages[key] = { version, optional: true, ...(os ? { os } : {}), ...(cpu ? { cpu } : {}) };
  added++;
}
if (added) {
  fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
  console.log(`[lock-bindings] recorded ${added} platform bindings of the Astro compiler in package-lock.json`);
}

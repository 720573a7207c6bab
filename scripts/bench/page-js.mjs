// How the benchmark counts a page's JavaScript, shared with the browser test that guards the same budget.
import zlib from 'node:zlib';

/** Issue #7: the home page loads at most 80 KB of JavaScript, each script counted at gzip level 9. */
export const HOME_JS_BUDGET_BYTES = 80 * 1024;

/** A script's size as the budget counts it: gzip level 9 of its bytes. */
export const gzip9 = (bytes) => zlib.gzipSync(bytes, { level: 9 }).byteLength;

/**
 * The JavaScript a page ships of its own, read from its HTML: islands inside <main> and module scripts other
 * than the furniture's (BaseLayout's script; the header, footer and dialogs are islands outside <main>).
 */
export function ownScripts(html) {
  const main = html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? '';
  const islands = [...main.matchAll(/<astro-island[^>]*component-url="([^"]+)"/g)].map((m) => m[1]);
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((src) => !/\/BaseLayout\.astro_astro_type_script_/.test(src));
  return [...new Set([...islands, ...scripts])];
}

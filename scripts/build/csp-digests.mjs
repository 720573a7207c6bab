// Astro's CSP hashes, computed once per content instead of once per request. With `security.csp` on, Astro hashes
// every inline style and script of a page (SHA-256 through WebCrypto) each time it renders the page, although the
// content is the same for every request of a route. On a signed-in page rendered per buyer (/myOrder) that was 6.5%
// of the server's CPU. A digest is a pure function of (algorithm, content), so remembering it changes no answer.
//
// This Vite plugin rewrites the one function Astro uses for it, `generateCspDigest` in astro/dist/core/encryption.js,
// in the server build only: the original becomes `generateCspDigestUncached`, and a memo (bounded) stands in its
// place. If an Astro upgrade moves or renames the function, the build stops with this file's name rather than
// quietly losing the memo (tests/unit/csp-digests.test.ts checks the installed Astro too).

export const TARGET = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const ORIGINAL = 'async function generateCspDigest(data, algorithm) {';
/** Distinct contents remembered at most (a route's inline styles and scripts: a few dozen in this store). */
export const MAX_DIGESTS = 2000;

/** The rewritten module text, or throws when the function is not where this plugin expects it. */
export function memoizeCspDigest(code) {
  if (!code.includes(ORIGINAL))
    throw new Error('scripts/build/csp-digests.mjs: generateCspDigest(data, algorithm) not found in astro/dist/core/encryption.js');
  return (
    code.replace(ORIGINAL, 'async function generateCspDigestUncached(data, algorithm) {') +
    `
// Added by scripts/build/csp-digests.mjs: one digest per (algorithm, content).
const cspDigestMemo = new Map();
async function generateCspDigest(data, algorithm) {
  const key = algorithm + "\\u0000" + data;
  let digest = cspDigestMemo.get(key);
  if (digest === undefined) {
    digest = await generateCspDigestUncached(data, algorithm);
    if (cspDigestMemo.size < ${MAX_DIGESTS}) cspDigestMemo.set(key, digest);
  }
  return digest;
}
`
  );
}

export function cspDigestMemo() {
  return {
    name: 'qili:csp-digest-memo',
    /** @this {{ environment?: { name: string } }} @param {string} code @param {string} id */
    transform(code, id) {
      if (this.environment?.name === 'client' || !TARGET.test(id.split('?')[0])) return;
      return { code: memoizeCspDigest(code), map: null };
    },
  };
}

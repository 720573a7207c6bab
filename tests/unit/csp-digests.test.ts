// Astro's CSP digests are remembered per content (scripts/build/csp-digests.mjs): these fail when an Astro upgrade
// moves the function the memo replaces (the build then stops with the same error), and check that the memo answers
// exactly what the original computes, computing each content once.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspDigestMemo, memoizeCspDigest, TARGET } from '../../scripts/build/csp-digests.mjs';

const require = createRequire(import.meta.url);
const encryption = path.join(path.dirname(require.resolve('astro/package.json')), 'dist/core/encryption.js');

/** Evaluates module text (no imports) and returns its exports. */
const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('CSP digests computed once per content', () => {
  it('finds generateCspDigest in the installed Astro and keeps its export', () => {
    expect(TARGET.test(encryption)).toBe(true);
    const out = memoizeCspDigest(fs.readFileSync(encryption, 'utf8'));
    expect(out).toContain('async function generateCspDigestUncached(data, algorithm) {');
    expect(out.match(/async function generateCspDigest\(data, algorithm\)/g)).toHaveLength(1);
    expect(out).toMatch(/export\s*\{[^}]*generateCspDigest,/);
  });

  it('stops the build, naming this plugin, when the function is not there', () => {
    expect(() => memoizeCspDigest('export async function digest(x) {}')).toThrow(/csp-digests\.mjs/);
    const plugin = cspDigestMemo();
    expect(() => plugin.transform.call({ environment: { name: 'ssr' } }, 'export {}', encryption)).toThrow(/csp-digests\.mjs/);
    // The browser build and every other module are left alone.
    expect(plugin.transform.call({ environment: { name: 'client' } }, 'export {}', encryption)).toBeUndefined();
    expect(
      plugin.transform.call({ environment: { name: 'ssr' } }, 'export {}', '/x/node_modules/astro/dist/core/other.js'),
    ).toBeUndefined();
  });

  it('answers what the original answers, computing each (algorithm, content) once', async () => {
    // Astro's function, with a counter: the real digest through WebCrypto.
    const original = `
export let computed = 0;
async function generateCspDigest(data, algorithm) {
  computed++;
  const hash = await crypto.subtle.digest(algorithm, new TextEncoder().encode(data));
  return algorithm + ":" + Buffer.from(hash).toString("base64");
}
export { generateCspDigest };
`;
    const m = await load(memoizeCspDigest(original));
    const plain = await load(original);
    const inputs: [string, string][] = [
      ['body{color:red}', 'SHA-256'],
      ['body{color:red}', 'SHA-384'],
      ['console.log(1)', 'SHA-256'],
      ['body{color:red}', 'SHA-256'],
      ['console.log(1)', 'SHA-256'],
    ];
    for (const [data, alg] of inputs) expect(await m.generateCspDigest(data, alg)).toBe(await plain.generateCspDigest(data, alg));
    expect(m.computed).toBe(3);
    expect(plain.computed).toBe(5);
  });
});

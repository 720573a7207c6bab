// The JavaScript a page loads, measured from the built server: every inline and external module script,
// island component and renderer, modulepreload and what those import statically, each counted once,
// gzip-compressed (level 9, as the benchmark counts). Modules imported dynamically (code that loads on a
// first click, e.g. the API client) are summed apart as `onDemand`.
import { gzipSync } from 'node:zlib';

const ATTRS = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /\bcomponent-url="([^"]+)"/g,
  /\brenderer-url="([^"]+)"/g,
  /\bbefore-hydration-url="([^"]+)"/g,
];
const INLINE = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
/** Any module path in minified output: `from"./x.js"`, `import"./x.js"`, `import("./x.js")` and preload lists. */
const SPECIFIER = /["'`]((?:\.{1,2}\/|\/?_astro\/)[^"'`\s]+?\.js)["'`]/g;
/** Static imports only: `from"./x.js"` and `import"./x.js"` (a dynamic `import(` has a parenthesis first). */
const STATIC = /(?:\bfrom|\bimport)\s*["'`]([^"'`\s]+?\.js)["'`]/g;

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

export interface JsFile { url: string; gzip: number; onDemand: boolean }
export interface JsWeight { gzip: number; onDemand: number; files: JsFile[] }

export async function pageJsWeight(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<JsWeight> {
  const res = await fetch(new URL(path, baseUrl), { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  const html = await res.text();
  const files: JsFile[] = [];
  const found = new Map<string, boolean>(); // url → only reachable on demand
  const queue: string[] = [];
  const origin = new URL(baseUrl).origin;
  const enqueue = (spec: string, from: string, onDemand: boolean) => {
    const url = new URL(spec.replaceAll('&amp;', '&'), spec.startsWith('_astro/') ? origin : from).href;
    if (new URL(url).origin !== origin) return;
    const known = found.get(url);
    if (known === undefined) queue.push(url);
    if (known === undefined || (known && !onDemand)) found.set(url, onDemand);
  };
  const scan = (code: string, from: string, onDemand: boolean) => {
    const statics = new Set([...code.matchAll(STATIC)].map((m) => m[1]!));
    for (const m of code.matchAll(SPECIFIER)) enqueue(m[1]!, from, onDemand || !statics.has(m[1]!));
  };
  const page = new URL(path, baseUrl).href;
  for (const re of ATTRS) for (const m of html.matchAll(re)) enqueue(m[1]!, page, false);
  for (const m of html.matchAll(INLINE)) {
    const body = m[1]!;
    if (!body.trim() || /type="application\/(ld\+)?json"/.test(m[0])) continue;
    files.push({ url: '(inline)', gzip: gz(body), onDemand: false });
    scan(body, page, false);
  }
  const code = new Map<string, string>();
  // Breadth first, then a second pass: a module first met on demand may turn out to be statically needed.
  while (queue.length) {
    const url = queue.shift()!;
    const js = await (await fetch(url)).text();
    code.set(url, js);
    scan(js, url, found.get(url)!);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [url, js] of code) {
      if (found.get(url)) continue;
      const statics = new Set([...js.matchAll(STATIC)].map((m) => m[1]!));
      for (const spec of statics) {
        const dep = new URL(spec, spec.startsWith('_astro/') ? origin : url).href;
        if (found.get(dep)) { found.set(dep, false); changed = true; }
      }
    }
  }
  for (const [url, js] of code) files.push({ url, gzip: gz(js), onDemand: found.get(url)! });
  const sum = (onDemand: boolean) => files.filter((f) => f.onDemand === onDemand).reduce((n, f) => n + f.gzip, 0);
  return { gzip: sum(false), onDemand: sum(true), files };
}

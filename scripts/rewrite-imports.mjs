// `node scripts/rewrite-imports.mjs [--check] [PATH…]`: relative imports that climb out of their folder
// (`../…`) and land in src/ become the `~/…` alias (scripts/build/alias.mjs), in .ts, .tsx and .astro files under
// src/ and tests/ (or the PATHs given). `import … from`, `export … from`, `import '…'` and `import('…')` are
// rewritten; same-folder imports (`./x`), imports that land outside src/ (tests/helpers, scripts) and every other
// string are left alone. Idempotent: a second run changes nothing. --check changes nothing and exits 1 when a file
// would change (for CI).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = /\.(ts|tsx|astro)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro']);

// The specifier of: from '…' | import '…' | import('…'), quoted either way.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.\/[^'"\n]*)\2/g;

/** The file's text with its climbing imports into src/ written as `~/…`. */
export function rewriteImports(text, file) {
  const dir = path.dirname(file);
  return text.replace(SPECIFIER, (all, lead, quote, spec) => {
    const target = path.resolve(dir, spec);
    const rel = path.relative(SRC, target);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return all; // lands outside src/
    return `${lead}${quote}~/${rel.split(path.sep).join('/')}${quote}`;
  });
}

function* files(p) {
  const st = fs.statSync(p);
  if (st.isFile()) {
    if (EXTENSIONS.test(p)) yield p;
    return;
  }
  for (const e of fs.readdirSync(p, { withFileTypes: true })) {
    if (e.isDirectory() && SKIP_DIRS.has(e.name)) continue;
    yield* files(path.join(p, e.name));
  }
}

if (import.meta.url === `file://${process.argv[1]}` || fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const targets = args.filter((a) => !a.startsWith('--'));
  const roots = (targets.length ? targets : ['src', 'tests']).map((t) => path.resolve(ROOT, t));
  let changed = 0;
  for (const root of roots) {
    for (const file of files(root)) {
      const text = fs.readFileSync(file, 'utf8');
      const out = rewriteImports(text, file);
      if (out === text) continue;
      changed++;
      if (check) console.log(`would rewrite ${path.relative(ROOT, file)}`);
      else fs.writeFileSync(file, out);
    }
  }
  console.log(`${check ? 'to rewrite' : 'rewrote'}: ${changed} file(s)`);
  if (check && changed) process.exit(1);
}

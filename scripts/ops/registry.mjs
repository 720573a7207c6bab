// The operator command registry: every scripts/ops/*.mjs module (except this one and _*.mjs) exports
// `commands`, a map of name → { usage, description, run(db, args) → text }. Add a module to add commands.
import '../src-alias.mjs'; // first: the command modules' src/ imports go through `~/`
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
let loaded = null;

export async function loadCommands() {
  if (loaded) return loaded;
  const out = new Map();
  const names = fs
    .readdirSync(here)
    .filter((f) => f.endsWith('.mjs') && f !== 'registry.mjs' && !f.startsWith('_'))
    .sort();
  for (const f of names) {
    const m = await import(pathToFileURL(path.join(here, f)).href);
    for (const [name, cmd] of Object.entries(m.commands ?? {})) {
      if (out.has(name)) throw new Error(`ops command ${name} is defined twice (${out.get(name).module}, ${f})`);
      out.set(name, { ...cmd, module: f });
    }
  }
  return (loaded = out);
}

/** `a b --k v --k2=v2 --flag` → { _: ['a','b'], k: 'v', k2: 'v2', flag: true }; a repeated flag gives an array. */
export function parseArgs(argv) {
  const args = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--([\w-]+)(?:=(.*))?$/s.exec(a);
    if (!m) {
      args._.push(a);
      continue;
    }
    let v = m[2];
    if (v === undefined) v = i + 1 < argv.length && !argv[i + 1].startsWith('--') ? argv[++i] : true;
    const k = m[1];
    args[k] = k in args ? [].concat(args[k], v) : v;
  }
  return args;
}

export async function helpText() {
  const cmds = await loadCommands();
  const lines = ['Usage: npm run ops -- <command> [arguments]', ''];
  for (const [name, c] of [...cmds].sort((a, b) => a[0].localeCompare(b[0])))
    lines.push(`  ${c.usage ?? name}`, `      ${c.description ?? ''}`);
  return lines.join('\n');
}

/** Runs one command line against a database; never throws (the answer says ok or not). */
export async function runCommand(db, argv) {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') return { ok: true, output: await helpText() };
  const cmds = await loadCommands();
  const cmd = cmds.get(name);
  if (!cmd) return { ok: false, output: `Unknown command: ${name}\n\n${await helpText()}` };
  try {
    const out = await cmd.run(db, parseArgs(rest));
    return { ok: true, output: typeof out === 'string' ? out : JSON.stringify(out, null, 2) };
  } catch (e) {
    // Domain errors carry a Chinese message for people; anything else is a bug worth its stack.
    const msg = e && typeof e === 'object' && 'http' in e ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e);
    return { ok: false, output: msg };
  }
}

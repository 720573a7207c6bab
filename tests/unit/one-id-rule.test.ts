// One id rule, one contract per call: lint-style checks over src/ that fail when a second id rule, a copy of the
// int4 bound, a coercing schema or a handler without its contract appears; and the id rule itself.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ID_MAX, isId, parseId, parseIdList } from '~/lib/shared/ids.ts';
import { zId, zIdText, zQty } from '~/lib/shared/contracts/fields.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) files(abs, out);
    else if (/\.(ts|tsx|astro|mjs)$/.test(e.name)) out.push(abs);
  }
  return out;
}
const rel = (f: string) => path.relative(ROOT, f).replace(/\\/g, '/');
/** Source without comments, so documentation may name the rules it points to. */
const code = (f: string) =>
  fs
    .readFileSync(f, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const all = files(SRC);

describe('the one id rule', () => {
  it('has exactly one definition of zId (and of its text form) in src/', () => {
    const defs = all.filter((f) => /\b(const|let|var|function)\s+zId\b|\bzId\s*[:=]\s*(z\.|\()/.test(code(f)));
    expect(defs.map(rel)).toEqual(['src/lib/shared/contracts/fields.ts']);
  });

  it('writes the int4 bound once (src/lib/shared/ids.ts); everything else uses ID_MAX, isId, parseId or zId', () => {
    const bound = /2_?147_?483_?64[78]|2\s*\*\*\s*31|0x7fffffff|\\d\{0,[89]\}/i;
    expect(all.filter((f) => bound.test(code(f))).map(rel)).toEqual(['src/lib/shared/ids.ts']);
  });

  it('has no z.coerce anywhere in src/ (JSON fields take exact types; text is parsed strictly)', () => {
    expect(all.filter((f) => /z\s*\.\s*coerce\b/.test(code(f))).map(rel)).toEqual([]);
  });

  it('pages read ids from paths and queries with parseId, never Number()', () => {
    const pages = all.filter((f) => rel(f).startsWith('src/pages/') && !rel(f).startsWith('src/pages/api/'));
    const bad = pages.filter((f) =>
      /Number\(\s*(Astro\.params|q\.get\(\s*'[a-zA-Z]*Id'|Astro\.url\.searchParams\.get\(\s*'(id|[a-zA-Z]*Id)')|Number\(raw|map\(Number\)/.test(
        code(f),
      ),
    );
    expect(bad.map(rel)).toEqual([]);
  });

  it('accepts 1 … 2^31−1 and nothing else', () => {
    for (const ok of ['1', '42', String(ID_MAX)]) expect(parseId(ok)).toBe(Number(ok));
    for (const no of ['0', '-1', '01', '1.5', '1e3', ' 1', '0x10', '2147483648', '99999999999', '', 'abc', null, undefined])
      expect(parseId(no as string)).toBeNull();
    expect(isId(ID_MAX)).toBe(true);
    expect(isId(ID_MAX + 1)).toBe(false);
    expect(parseIdList('3,x,2147483648,5,0,7', 2)).toEqual([3, 5]);
    expect(zId('订单').safeParse(ID_MAX).success).toBe(true);
    for (const no of [0, ID_MAX + 1, 1.5, true, [1], '1', null, {}])
      expect(zId('订单').safeParse(no).error?.issues[0]?.message).toBe('订单格式不正确');
    expect(zIdText('订单').safeParse('2147483648').error?.issues[0]?.message).toBe('订单格式不正确');
    expect(zIdText('订单').safeParse('12').data).toBe(12);
    expect(zQty('数量').safeParse(true).error?.issues[0]?.message).toBe('数量格式不正确');
    expect(zQty('数量').safeParse(undefined).error?.issues[0]?.message).toBe('请输入数量');
  });
});

describe('one contract per call', () => {
  const handlers = all.filter((f) => rel(f).startsWith('src/pages/api/') && !rel(f).includes('[...'));

  it('every API handler serves its contract and reads no input by hand', () => {
    const bad = handlers.filter((f) => {
      const c = code(f);
      return (
        !/\bserve\(\s*\w+\['(GET|POST|DELETE) \/api\//.test(c) ||
        /\b(readJson|readQuery|parseWith)\(|from 'zod'|request\.json\(\)|ctx\.params\.|url\.searchParams\.get/.test(c)
      );
    });
    expect(bad.map(rel)).toEqual([]);
  });

  it('islands and the browser client import no server code and no zod-built contract values', () => {
    const browser = all.filter((f) => /^src\/(islands|lib\/client)\//.test(rel(f)));
    const bad = browser.filter(
      (f) => /from '[^']*lib\/server\//.test(code(f)) || /^import (?!type)[^;]*from '[^']*shared\/contracts\//m.test(code(f)),
    );
    expect(bad.map(rel)).toEqual([]);
  });

  it('shared code imports no server code and no node modules', () => {
    const shared = all.filter((f) => rel(f).startsWith('src/lib/shared/'));
    const bad = shared.filter((f) => /from '(node:[^']+|drizzle-orm[^']*|pg|[^']*\/server\/[^']*)'/.test(code(f)));
    expect(bad.map(rel)).toEqual([]);
  });
});

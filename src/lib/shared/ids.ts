// The one id rule. Every row id is an int4 column (serial), so an id is an integer 1 … 2^31−1; anything else
// names no row and is refused before it reaches the database (where 2^31 would raise "out of range" → 500).
// Zod-free, so pages and browser code read ids from paths and queries with it; the zod forms of the same rule
// (`zId`, `zIdText`) live in ./contracts/fields.ts and use ID_MAX from here. A unit test
// (tests/unit/one-id-rule.test.ts) fails when another id rule or another copy of the bound appears in src/.

/** The largest int4 value: the last id a row can have. */
export const ID_MAX = 2_147_483_647;

/** An id as it appears in a path or query string: decimal digits, no sign, no leading zero, at most 10 digits. */
export const ID_TEXT = /^[1-9]\d{0,9}$/;
/** The same, or 0 where a call takes 0 for "none" or "all". */
export const ID_OR_ZERO_TEXT = /^(0|[1-9]\d{0,9})$/;

export function isId(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= ID_MAX;
}

/** A path or query value read as an id, or null when it is not one (text only: JSON numbers go through zId). */
export function parseId(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !ID_TEXT.test(raw)) return null;
  const n = Number(raw);
  return n <= ID_MAX ? n : null;
}

/** A comma-separated id list (`?cartIds=1,2,3`): the valid ids, in order, at most `max`. */
export function parseIdList(raw: string | null | undefined, max: number): number[] {
  if (!raw) return [];
  const out: number[] = [];
  for (const part of raw.split(',')) {
    const id = parseId(part.trim());
    if (id !== null) out.push(id);
    if (out.length >= max) break;
  }
  return out;
}

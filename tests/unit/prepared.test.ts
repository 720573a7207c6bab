// db/prepared.ts: a statement is built once per database and name, and each database has its own.
import { describe, expect, it } from 'vitest';
import { prepared } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';

describe('prepared statements', () => {
  it('are built once per database and name', () => {
    const [a, b] = [{} as DB, {} as DB];
    let builds = 0;
    const build = (db: DB) => ({ db, n: ++builds });
    const first = prepared(a, 'q', build);
    expect(prepared(a, 'q', build)).toBe(first);
    expect(builds).toBe(1);
    expect(prepared(b, 'q', build)).toEqual({ db: b, n: 2 });
    expect(prepared(a, 'other', build)).toEqual({ db: a, n: 3 });
  });
});

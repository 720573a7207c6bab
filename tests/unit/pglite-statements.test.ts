// The PGlite statement cache (db/pglite-statements.ts): the same answers and errors as PGlite's own query(), each
// data statement parsed once, a bounded number kept, a changed table handled, transactions unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withStatementCache } from '~/lib/server/db/pglite-statements.ts';

let raw: PGlite;
let pg: PGlite;
const kept = async () => (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

beforeAll(async () => {
  raw = await PGlite.create();
  pg = withStatementCache(raw);
  await raw.exec(`create table t (id serial primary key, name text not null unique, tags int[] not null default '{}',
    doc jsonb, at timestamptz, ok boolean not null default false, price numeric(10,2))`);
});
afterAll(() => raw.close());

describe('PGlite statements kept prepared', () => {
  it('answer as PGlite does, for every kind of value, in objects and in arrays', async () => {
    const at = new Date('2026-11-26T08:00:00.000Z');
    const insert = 'insert into t (name, tags, doc, at, ok, price) values ($1, $2, $3, $4, $5, $6) returning *';
    type Row = Record<string, unknown> & { id: number };
    const a = await pg.query<Row>(insert, ['甲', [1, 2], { k: ['v', 1] }, at, true, '12.50']);
    const b = await raw.query<Row>(insert, ['乙', [1, 2], { k: ['v', 1] }, at, true, '12.50']);
    expect({ ...a.rows[0], id: 0, name: '' }).toEqual({ ...b.rows[0], id: 0, name: '' });
    expect(a.rows[0]).toMatchObject({ tags: [1, 2], doc: { k: ['v', 1] }, at, ok: true, price: '12.50' });
    const select = 'select id, name, tags, doc, at from t where id = any($1) and ($2::text is null or name <> $2) order by id';
    for (const mode of ['object', 'array'] as const) {
      const mine = await pg.query(select, [[a.rows[0]!.id, b.rows[0]!.id], null], { rowMode: mode });
      const theirs = await raw.query(select, [[a.rows[0]!.id, b.rows[0]!.id], null], { rowMode: mode });
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const custom = await pg.query('select at from t where id = $1', [a.rows[0]!.id], { parsers: { 1184: (v: string) => `text:${v}` } });
    expect(String((custom.rows[0] as { at: string }).at)).toMatch(/^text:2026-11-26/);
    const upd = await pg.query('update t set ok = $1 where name = $2', [false, '甲']);
    expect(upd.affectedRows).toBe(1);
  });

  it('parse a statement once, then bind and execute it', async () => {
    const before = await kept();
    for (let i = 0; i < 5; i++) await pg.query('select name from t where id = $1', [i]);
    expect(await kept()).toBe(before + 1);
    // Schema statements and others go to PGlite as they are, never kept.
    await pg.query('create temporary table tmp_x (a int)');
    await pg.query('drop table tmp_x');
    expect(await kept()).toBe(before + 1);
  });

  it('throw the errors PGlite throws, and keep nothing that failed to parse', async () => {
    const n = await kept();
    const dup = await pg.query('insert into t (name) values ($1)', ['甲']).catch((e: unknown) => e);
    expect(dup).toMatchObject({ code: '23505' });
    await expect(pg.query('select nope from t where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect(await kept()).toBe(n + 1); // the insert was parsed and kept; the bad select was not
    expect((await pg.query('select count(*)::int as n from t where name = $1', ['甲'])).rows).toEqual([{ n: 1 }]);
  });

  it('commit and roll back as before, inside transactions', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (name) values ($1)', ['丙']);
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into t (name) values ($1)', ['丁']);
        await tx.query('insert into t (name) values ($1)', ['丙']); // unique: the whole transaction goes
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const names = (await pg.query<{ name: string }>('select name from t where name = any($1) order by name', [['丙', '丁']])).rows;
    expect(names.map((r) => r.name)).toEqual(['丙']);
  });

  it('parse a kept statement again when its table changed under it', async () => {
    const q = 'select * from t where id = $1';
    const first = await pg.query<Record<string, unknown>>(q, [1]);
    await raw.exec('alter table t add column extra text');
    const again = await pg.query<Record<string, unknown>>(q, [1]);
    expect(Object.keys(again.rows[0]!)).toEqual([...Object.keys(first.rows[0]!), 'extra']);
  });

  it('keep at most 400, closing the least recently used', async () => {
    for (let i = 0; i < 420; i++) await pg.query(`select $1::int + ${i} as n`, [1]);
    expect(await kept()).toBe(400);
    expect((await pg.query('select $1::int + 419 as n', [1])).rows).toEqual([{ n: 420 }]);
    expect((await pg.query('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }]); // closed, parsed again
    expect(await kept()).toBe(400);
  });
});

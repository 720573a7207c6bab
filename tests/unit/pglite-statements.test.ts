// The PGlite statement cache (db/pglite-statements.ts): the same answers and errors as PGlite's own query(), each
// data statement parsed once, a bounded number kept, a changed table handled, transactions unchanged; its own reading
// of the answers gives what PGlite's parser gives, and PGlite's parser still reads errors and notices.
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

describe('PGlite statements read as PGlite reads them', () => {
  type Q = (pg: PGlite) => Promise<unknown>;
  /** The same statement through the cache and through PGlite's own query(): the same whole result, or error. */
  const same = async (q: Q) => {
    // An error as all it carries: its class, message and every field (code, detail, constraint, position…), but the
    // statement and parameters PGlite's query() adds to it.
    const settle = (p: Promise<unknown>) =>
      p.then(
        (r) => ({ ok: r }),
        (e: Error) => {
          const { query: _q, params: _p, queryOptions: _o, ...fields } = e as Error & Record<string, unknown>;
          return { error: { ...fields, class: e.constructor, message: e.message } };
        },
      );
    const [mine, theirs] = [await settle(q(pg)), await settle(q(raw))];
    expect(mine).toEqual(theirs);
    return mine as { ok?: { rows: unknown[]; fields: unknown[] } & Record<string, unknown>; error?: { code?: string } };
  };
  const modes = [undefined, 'object', 'array'] as const;

  beforeAll(() =>
    raw.exec(`create table w (id int primary key, name text unique, note text, n int, doc jsonb, at timestamptz);
      insert into w select g, 'name ' || g || ' 中文汉字' || repeat('乙', g % 7), case g % 3 when 0 then '' when 1 then null
        else '\ufeff前' end, case when g % 4 = 0 then null else g * 7 end, jsonb_build_object('g', g, 'k', '值'),
        '2026-01-01T00:00:00Z'::timestamptz + g * interval '1 hour' from generate_series(1, 2000) g;
      create table d (k int unique deferrable initially deferred);
      create function f_notice(x int) returns int language plpgsql as $$ begin raise notice 'seen %', x; return x + 1; end $$;`),
  );

  it('values of every row: multi-byte text, empty strings and nulls, json, times', async () => {
    for (const rowMode of modes) {
      const r = await same((c) => c.query('select * from w where id <= $1 order by id', [12], { rowMode }));
      expect(r.ok!.rows).toHaveLength(12);
      expect(r.ok).toMatchObject({ command: 'SELECT', rowCount: 12, affectedRows: 0 });
    }
    const r = await same((c) => c.query<{ note: string | null }>('select note from w where id = any($1) order by id', [[1, 2, 3]]));
    expect(r.ok!.rows).toEqual([{ note: null }, { note: '前' }, { note: '' }]); // PGlite drops a leading byte order mark
    await same((c) => c.query('select name from w where id < 0'));
  });

  it('a result of several hundred kilobytes, in many pieces', async () => {
    for (const rowMode of modes) {
      const r = await same((c) => c.query('select w.*, repeat(name, 3) as more from w where id > $1 order by id', [0], { rowMode }));
      expect(r.ok!.rows).toHaveLength(2000);
    }
  });

  it('columns named __proto__, twice the same, or as numbers', async () => {
    for (const rowMode of modes) {
      const r = await same((c) =>
        c.query('select $1::text as "__proto__", 1 as a, $2::int as a, 2 as "1", null as b, 3 as b from w where id = 1', ['x', 5], {
          rowMode,
        }),
      );
      if (rowMode !== 'array') {
        const row = r.ok!.rows[0] as Record<string, unknown>;
        expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
        expect(Object.keys(row)).toEqual(['1', '__proto__', 'a', 'b']);
        expect(row).toMatchObject({ a: 5, b: 3 });
      }
    }
  });

  it('parsers of the query over PGlite’s, and text for a type without one', async () => {
    const parsers = { 23: (v: string, t?: number) => `${t}:${v}`, 25: (v: string) => v.length };
    const r = await same((c) => c.query(`select id, name, point(id, 2) as p, at from w where id = $1`, [3], { parsers }));
    expect(r.ok!.rows).toEqual([{ id: '23:3', name: 14, p: '(3,2)', at: new Date('2026-01-01T03:00:00Z') }]);
  });

  it('counts of inserts, updates and deletes, with and without rows returned', async () => {
    for (const [i, rowMode] of modes.entries()) {
      const base = 10_000 + i * 100;
      const opts = { rowMode };
      const ins = (at: number) => (c: PGlite) =>
        c.query(
          'insert into w (id, name) select g, $2 || g from generate_series($1::int, $1::int + 2) g returning id, name',
          [at, 'new '],
          opts,
        );
      const mine = await ins(base)(pg);
      const theirs = await ins(base + 50)(raw); // other ids: the rows differ, nothing else
      expect({ ...mine, rows: [] }).toEqual({ ...theirs, rows: [] });
      expect(mine).toMatchObject({ command: 'INSERT', affectedRows: 3, rowCount: 3 });
      expect(mine.rows).toHaveLength(3);
      const r = await same((c) => c.query('update w set n = -1 where id >= $1 and id < $2', [base, base + 100], { rowMode }));
      expect(r.ok).toMatchObject({ command: 'UPDATE', affectedRows: 6, rowCount: 6, rows: [], fields: [] });
      const del = await same((c) => c.query('delete from w where id >= $1 and id < $2 and n = $3', [base, base + 100, 0]));
      expect(del.ok).toMatchObject({ command: 'DELETE', affectedRows: 0, rowCount: 0 });
    }
  });

  it('the errors PGlite throws, as they are, and the database usable after', async () => {
    const dup = await same((c) => c.query('insert into w (id, name) values ($1, $2)', [1, 'x']));
    expect(dup.error).toMatchObject({ code: '23505' });
    const name = await same((c) => c.query('insert into w (id, name) values ($1, $2)', [99_999, 'name 1 中文汉字乙']));
    expect(name.error).toMatchObject({ code: '23505', constraint: 'w_name_key' });
    await same((c) => c.query('select 1 / $1::int as x from w where id = 1', [0]));
    // A deferred constraint fails at the commit, after the statement itself completed.
    await pg.query('insert into d (k) values ($1)', [1]);
    const late = await same((c) => c.query('insert into d (k) values ($1)', [1]));
    expect(late.error).toMatchObject({ code: '23505' });
    expect((await pg.query('select count(*)::int as n from d where k = $1', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('a statement raising notices answers as PGlite does', async () => {
    for (const rowMode of modes) {
      const r = await same((c) => c.query('select f_notice(id) as x, name from w where id <= $1 order by id', [3], { rowMode }));
      expect(r.ok!.rows).toHaveLength(3);
    }
  });
});

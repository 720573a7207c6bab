// db/prepared.ts: a statement is built once per database and name, and each database has its own; a list of ids is
// one parameter.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { anyOf, outer, pageTotal, prepared } from '~/lib/server/db/prepared.ts';
import { products } from '~/lib/server/db/schema/index.ts';
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

  it('bind a list of ids as one array parameter (once each), or as the placeholder given', () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(anyOf(products.id, [3, 3, 4, 9]))).toMatchObject({ sql: '"products"."id" = any($1)', params: [[3, 4, 9]] });
    expect(dialect.sqlToQuery(anyOf(products.id, sql.placeholder('ids'))).sql).toBe('"products"."id" = any($1)');
  });

  it("name an outer column with its table, and take a page's total from its rows, counting apart only past the end", async () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(outer(products.id)).sql).toBe('"products"."id"');
    let counted = 0;
    const countApart = async () => (++counted, 42);
    expect(await pageTotal([{ total: 7 }, { total: 7 }], 3, countApart)).toBe(7);
    expect(await pageTotal([], 1, countApart)).toBe(0);
    expect(counted).toBe(0);
    expect(await pageTotal([], 9, countApart)).toBe(42);
    expect(counted).toBe(1);
  });
});

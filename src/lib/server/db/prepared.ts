// Statements built once per database: the hottest per-request reads (every signed-in call and page) as drizzle
// prepared queries with placeholders. Building a select (its columns, its conditions) took about a quarter of the
// CPU time of a one-statement call such as GET /api/userinfo; prepared, it is built once per process. On
// PostgreSQL the statement is also prepared by name on each pooled connection, so the server plans it once.
import { count, getTableName, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DB } from './client.ts';

const built = new WeakMap<DB, Map<string, unknown>>();

/**
 * The prepared query `name` of this database, built by `build` the first time. `name` is the statement's name on
 * the server: one name, one shape (so `build` must not depend on anything but the database).
 */
export function prepared<T>(db: DB, name: string, build: (db: DB) => T): T {
  let mine = built.get(db);
  if (!mine) built.set(db, (mine = new Map()));
  let q = mine.get(name) as T | undefined;
  if (q === undefined) {
    q = build(db);
    mine.set(name, q);
  }
  return q;
}

/**
 * `column = any(ids)`: a list of ids (or of keys, such as states) as ONE array parameter (a placeholder, or the values
 * themselves), so a statement has one shape whatever the list's length and can be prepared; drizzle's inArray binds
 * one parameter per value.
 */
export function anyOf(column: AnyColumn, ids: Placeholder | readonly number[] | readonly string[]): SQL {
  return sql`${column} = any(${Array.isArray(ids) ? sql.param([...new Set(ids)]) : ids})`;
}

/**
 * A column with its table's name in front, always: inside a subquery written as SQL, a bare "id" (drizzle leaves
 * columns bare in a one-table select) would name the subquery's own column.
 */
export function outer(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A page's rows with their total as a column (`count(*) over ()`): the page and its count in one statement. */
export const totalColumn = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page read with totalColumn(): carried by its rows; an empty first page has none; past the last
 * page no row carries it, so it is counted apart (`countApart`, rare).
 */
export async function pageTotal(rows: readonly { total: number }[], page: number, countApart: () => Promise<number>): Promise<number> {
  if (rows.length) return rows[0]!.total;
  return page === 1 ? 0 : countApart();
}

/** The rows of `table` that meet `where`, counted: a page's total counted apart (pageTotal's `countApart`). */
export async function countWhere(db: DB, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

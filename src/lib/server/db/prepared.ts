// Statements built once per database: the hottest per-request reads (every signed-in call and page) as drizzle
// prepared queries with placeholders. Building a select (its columns, its conditions) took about a quarter of the
// CPU time of a one-statement call such as GET /api/userinfo; prepared, it is built once per process. On
// PostgreSQL the statement is also prepared by name on each pooled connection, so the server plans it once.
// Statements inside a transaction the same way, through preparedInTx() below.
import { count, getTableColumns, getTableName, Param, sql, type AnyColumn, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DB, Tx } from './client.ts';

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

/** What drizzle keeps of a database or transaction handle that preparedInTx needs (internal to drizzle, stable across its drivers). */
interface Handle {
  /** One per database (drizzle() makes it; its transactions share it). */
  dialect: object;
  /** The transaction's session: its client is PGlite's transaction, or the pooled connection it holds on PostgreSQL. */
  session: { client: unknown };
}

const builtForTx = new WeakMap<object, Map<string, object>>();

/**
 * A statement of a transaction, built once per database and run on THIS transaction's own connection. drizzle binds
 * a prepared query to the session it was built on (a database, or one transaction), so the query `build` makes the
 * first time (with placeholders, like prepared()'s) is kept per database and, on every call, handed back bound to
 * `tx`'s client: PGlite's transaction, or on PostgreSQL the pooled connection the transaction holds, never another.
 * The statement, its row locks, RETURNING and the row mapping are drizzle's own; only the building is saved (about a
 * sixth of a cart add's or an order's CPU). The rule: inside a transaction use this, never prepared() (its query
 * runs on the database's pool, outside the transaction; on PGlite it would wait for the transaction to end).
 * `name` shares prepared()'s namespace (the statement's name on PostgreSQL): one name, one shape.
 */
export function preparedInTx<T extends object>(tx: Tx, name: string, build: (tx: Tx) => T): T {
  const { dialect, session } = tx as unknown as Handle;
  let mine = builtForTx.get(dialect);
  if (!mine) builtForTx.set(dialect, (mine = new Map()));
  let q = mine.get(name) as T | undefined;
  if (q === undefined) {
    q = build(tx);
    mine.set(name, q);
  }
  // The kept query with this transaction's client in place of the one it was built with (its own field in each
  // driver's prepared query; everything else, the SQL, its parameters and the result's mapping, is shared).
  return Object.create(q, { client: { value: session.client } }) as T;
}

/**
 * A row's columns as placeholders of their own names (an insert's values, an update's set): the statement prepared once (preparedInTx), run with
 * the row's values. Each value is encoded by its column as drizzle encodes a value written in place, null left NULL
 * (drizzle's own placeholder would hand null to the encoder: a jsonb column would store 'null'). Several rows of one
 * insert name theirs apart by `prefix`.
 */
export function placeholders<K extends string>(table: PgTable, keys: readonly K[], prefix = ''): Record<K, SQL> {
  const columns = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(
    keys.map((k) => {
      const column = columns[k]!;
      const encoder = { mapToDriverValue: (v: unknown) => (v === null ? null : column.mapToDriverValue(v)) };
      return [k, sql`${new Param(sql.placeholder(prefix + k), encoder)}`];
    }),
  ) as Record<K, SQL>;
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

// Money columns: every amount is an integer count of fen (¥0.01) and is declared with `fen`, so code that shows
// money (the audit log's ¥ values, admin/audit-names.ts) finds each money column from the schema itself.
import type { Column } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';

/** Drizzle gives a built column its builder's config object; fen columns are known by theirs. */
const fenConfigs = new WeakSet<object>();
const configOf = (c: object) => (c as { config: object }).config;

/** A money column, in fen: an integer column like any other in the database. */
export function fen(name: string) {
  const column = integer(name);
  fenConfigs.add(configOf(column));
  return column;
}

/** Whether a table's column was declared with `fen`. */
export const isFen = (column: Column) => fenConfigs.has(configOf(column));

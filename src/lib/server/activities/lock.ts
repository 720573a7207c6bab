// A transaction-scoped advisory lock on a text key: serialises check-then-write steps on PostgreSQL and PGlite.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

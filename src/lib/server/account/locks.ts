// Serialises writers of one account's (or company's) list inside a transaction: limits and the single default hold.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

export async function lockScope(tx: Tx, scope: string, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${id}`}))`);
}

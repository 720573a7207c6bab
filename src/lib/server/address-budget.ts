// Per-client-address budgets (SMS sends, page views): a client is its address as proxy.ts reads it (X-Forwarded-For
// only behind TRUST_PROXY), counted by addressKey (IPv6 per /64); what it has spent is the rows written with that key
// since the window began. Callers count and write under one lock (db/lock.ts lockXact), so parallel requests cannot
// pass a budget together.
import { and, count, eq, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '~/lib/server/db/client.ts';

/** A table whose rows carry the address key they were written for and when. */
export interface AddressLedger {
  table: PgTable;
  address: PgColumn;
  at: PgColumn;
}

/** How many rows the address key has written to the ledger since `since`. */
export async function spentByAddress(tx: Tx, ledger: AddressLedger, key: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ledger.table)
    .where(and(eq(ledger.address, key), gt(ledger.at, since)));
  return row?.n ?? 0;
}

// The one advisory-lock helper: every lock the store takes on PostgreSQL and PGlite goes through here, with
// one key scheme (the parts joined by ':', hashed by hashtextextended to 64 bits). Nothing else in src/ may
// call pg_advisory_* or hash a key (tests/unit/one-definition.test.ts checks).
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';

export type LockPart = string | number;

/** The key's text: `lockText('cart', 12)` → 'cart:12'. Callers name a scope first, then the ids. */
export const lockText = (parts: readonly LockPart[]) => parts.map(String).join(':');

/** The 64-bit lock id of a key, as SQL (for a session-level lock a job runner takes on a connection of its own). */
export const lockId = (...parts: LockPart[]): SQL => sql`hashtextextended(${lockText(parts)}, 0)`;

/**
 * Waits for the transaction-scoped lock on the key; it is released at commit or rollback. Serialises
 * check-then-write steps (a limit, a single default, one importer) across requests and processes.
 */
export async function lockXact(tx: Tx, ...parts: LockPart[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockId(...parts)})`);
}

/** Takes the transaction-scoped lock when it is free and answers true; false (without waiting) when another holds it. */
export async function tryLockXact(tx: Tx, ...parts: LockPart[]): Promise<boolean> {
  const r = (await tx.execute(sql`select pg_try_advisory_xact_lock(${lockId(...parts)}) as "got"`)) as unknown as { rows: { got: boolean }[] };
  return r.rows[0]?.got === true;
}

// db/prepared.ts preparedInTx: a transaction's statement is built once per database and runs in the transaction that
// executes it (its connection on PostgreSQL), so a rollback undoes it and it sees the transaction's own writes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { buyer, domainDb, goods } from '../helpers/domain-db.ts';
import { cartItems, stateTransitions } from '~/lib/server/db/schema/index.ts';
import { placeholders, preparedInTx } from '~/lib/server/db/prepared.ts';
import type { Tx } from '~/lib/server/db/client.ts';
import { addToCart } from '~/lib/server/cart/add.ts';
import { cartLinesBrief } from '~/lib/server/cart/count.ts';

const driver = inject('dbDriver');
let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(driver);
  db = d.db;
});
afterAll(async () => d?.dispose());

const KIND = `prepared-tx-${process.pid}`;
let builds = 0;
/** A log row written by a statement prepared once (counting its builds). */
const logInsert = (tx: Tx) =>
  preparedInTx(tx, 'test_log_insert', (tx) => {
    builds++;
    return tx
      .insert(stateTransitions)
      .values(
        placeholders(stateTransitions, ['kind', 'recordId', 'action', 'fromState', 'toState', 'actorType', 'actorUserId', 'actorName']),
      )
      .returning({ id: stateTransitions.id, actorUserId: stateTransitions.actorUserId })
      .prepare('test_log_insert');
  });
const row = (recordId: number) => ({
  kind: KIND,
  recordId,
  action: 'a',
  fromState: '',
  toState: 'b',
  actorType: 'system',
  actorUserId: null,
  actorName: '系统',
});
const countOf = (tx: Tx, recordId: number) =>
  preparedInTx(tx, 'test_log_count', (tx) =>
    tx
      .select({ n: count() })
      .from(stateTransitions)
      .where(and(eq(stateTransitions.kind, KIND), eq(stateTransitions.recordId, sql.placeholder('recordId'))))
      .prepare('test_log_count'),
  ).execute({ recordId });
const committed = async (recordId: number) =>
  (
    await db
      .select({ n: count() })
      .from(stateTransitions)
      .where(and(eq(stateTransitions.kind, KIND), eq(stateTransitions.recordId, recordId)))
  )[0]!.n;

describe('statements of a transaction prepared once (preparedInTx)', () => {
  it('are built once, and each run belongs to the transaction that runs it: committed, or undone by its rollback', async () => {
    const [written] = await db.transaction(async (tx) => logInsert(tx).execute(row(1)));
    // null stays NULL (drizzle's own placeholder would have encoded it)
    expect(written).toMatchObject({ actorUserId: null });
    await expect(
      db.transaction(async (tx) => {
        await logInsert(tx).execute(row(2));
        expect((await countOf(tx, 2))[0]!.n).toBe(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await db.transaction(async (tx) => logInsert(tx).execute(row(3)));
    expect(builds).toBe(1);
    expect([await committed(1), await committed(2), await committed(3)]).toEqual([1, 0, 1]);
  });

  it("see the transaction's own uncommitted writes, on the transaction's connection", async () => {
    await db.transaction(async (tx) => {
      await tx.insert(stateTransitions).values(row(4));
      expect((await countOf(tx, 4))[0]!.n).toBe(1);
      if (driver === 'postgres') {
        // Outside the transaction (another pooled connection) the row is not there yet.
        expect(await committed(4)).toBe(0);
      }
    });
    expect(await committed(4)).toBe(1);
  });

  it('run on the connection of the transaction that runs them, not the one they were built on (PostgreSQL; PGlite has one)', async () => {
    if (driver !== 'postgres') {
      // One connection: a second transaction waits for the first, and a kept statement runs in the one that runs it.
      await db.transaction(async (tx) => expect((await countOf(tx, 4))[0]!.n).toBe(1));
      return;
    }
    const pidOf = async (tx: Tx) =>
      ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
    const viaPrepared = async (tx: Tx) =>
      (
        await preparedInTx(tx, 'test_backend_pid', (tx) =>
          tx
            .select({ pid: sql<number>`pg_backend_pid()` })
            .from(stateTransitions)
            .where(eq(stateTransitions.kind, sql.placeholder('kind')))
            .limit(1)
            .prepare('test_backend_pid'),
        ).execute({ kind: KIND })
      )[0]!.pid;
    await db.transaction(async (a) => {
      const pidA = await pidOf(a);
      expect(await viaPrepared(a)).toBe(pidA); // built here, on a's connection
      // A second transaction while the first holds its connection: another connection, and the statement runs there.
      await db.transaction(async (b) => {
        const pidB = await pidOf(b);
        expect(pidB).not.toBe(pidA);
        expect(await viaPrepared(b)).toBe(pidB);
      });
    });
  });

  it('keep what a cart add writes exactly: a plain line is merged (custom NULL), not added twice', async () => {
    const me = await buyer(db);
    const g = await goods(db, { stock: 100 });
    const input = { productId: g.productId, skuId: g.skuId, num: 2, kind: 'cart' as const };
    const first = await addToCart(db, me, input);
    const second = await addToCart(db, me, input);
    expect(second).toEqual({ cartId: first.cartId, count: 1 });
    const lines = await db.transaction((tx) => cartLinesBrief(tx, me.id));
    expect(lines).toEqual([{ id: first.cartId, skuId: g.skuId, num: 4, plain: true }]);
    const [raw] = await db
      .select({ isNull: sql<boolean>`${cartItems.custom} is null` })
      .from(cartItems)
      .where(eq(cartItems.id, first.cartId));
    expect(raw!.isNull).toBe(true);
  });
});

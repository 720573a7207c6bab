// The cart add's key (cart/add.ts, the rule db/idempotent.ts onceByKey) at the domain level: the key's row is written
// in the add's transaction (an add refused writes none, so its retry can still add), parallel repeats add once, and
// the hourly prune forgets keys older than CART_ADD_KEY_HOURS and no others.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buyer, domainDb, goods } from '../helpers/domain-db.ts';
import { cartAddKeys } from '~/lib/server/db/schema/index.ts';
import { addToCart, CART_ADD_KEY_HOURS, pruneCartAddKeys } from '~/lib/server/cart/add.ts';
import { cartLinesBrief } from '~/lib/server/cart/count.ts';

const driver = inject('dbDriver');
let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(driver);
  db = d.db;
});
afterAll(async () => d?.dispose());

const nums = async (userId: number) => (await db.transaction((tx) => cartLinesBrief(tx, userId))).map((l) => l.num);

describe("a cart add's key", () => {
  it('adds once for parallel repeats, and a refused add leaves its key free for the retry', async () => {
    const me = await buyer(db);
    const g = await goods(db, { stock: 10 });
    const input = { productId: g.productId, skuId: g.skuId, num: 2, kind: 'cart' as const, idempotencyKey: 'key-parallel-1' };
    const all = await Promise.all(Array.from({ length: 5 }, () => addToCart(db, me, input)));
    expect(new Set(all.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await nums(me.id)).toEqual([2]);
    // More than the stock left: refused, and nothing of it kept (the key's row goes with the add's rollback).
    const tooMany = { ...input, num: 9, idempotencyKey: 'key-refused-1' };
    await expect(addToCart(db, me, tooMany)).rejects.toThrow();
    expect(await db.select().from(cartAddKeys).where(eq(cartAddKeys.key, tooMany.idempotencyKey))).toEqual([]);
    expect(await addToCart(db, me, { ...tooMany, num: 8 })).toEqual({ cartId: all[0]!.cartId, count: 1 });
    expect(await nums(me.id)).toEqual([10]);
  });

  it(`is forgotten after ${CART_ADD_KEY_HOURS} hours by the prune, and only then`, async () => {
    const me = await buyer(db);
    const g = await goods(db, { stock: 100 });
    const input = { productId: g.productId, skuId: g.skuId, num: 1, kind: 'cart' as const };
    await addToCart(db, me, { ...input, idempotencyKey: 'key-old-1' });
    await addToCart(db, me, { ...input, idempotencyKey: 'key-new-1' });
    await db
      .update(cartAddKeys)
      .set({ createdAt: sql`now() - interval '${sql.raw(String(CART_ADD_KEY_HOURS + 1))} hours'` })
      .where(eq(cartAddKeys.key, 'key-old-1'));
    expect(await pruneCartAddKeys(db)).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ key: cartAddKeys.key }).from(cartAddKeys).where(eq(cartAddKeys.userId, me.id))).map((r) => r.key);
    expect(left).toEqual(['key-new-1']);
    await addToCart(db, me, { ...input, idempotencyKey: 'key-new-1' });
    expect(await nums(me.id)).toEqual([2]);
  });
});

// Money from checkout to refund and invoice, on a database of its own: what a line's after-sales may refund,
// what an invoice may cover, checked against what the buyer paid.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buyer, domainDb, goods } from '../helpers/domain-db.ts';
import { cartItems, coupons, orders, userCoupons } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { createOrder } from '~/lib/server/orders/create.ts';
import { claimableLines, submitAftersale } from '~/lib/server/aftersales/submit.ts';

let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(inject('dbDriver'));
  db = d.db;
});
afterAll(async () => d?.dispose());

let keys = 0;

/** A coupon held by the buyer, usable now. */
async function couponFor(me: SessionUser, v: Partial<typeof coupons.$inferInsert>) {
  const [c] = await db
    .insert(coupons)
    .values({ title: v.title ?? '测试券', type: 'full', amount: 0, ...v })
    .returning();
  const now = Date.now();
  const [uc] = await db
    .insert(userCoupons)
    .values({ couponId: c!.id, userId: me.id, validFrom: new Date(now - 1000), validUntil: new Date(now + 86400_000) })
    .returning();
  return uc!.id;
}

/** An order of these cart lines with the coupon, then marked paid (待发货). */
async function paidCartOrder(me: SessionUser, lines: { productId: number; skuId: number; num: number }[], userCouponId: number) {
  const cart = await db
    .insert(cartItems)
    .values(lines.map((l) => ({ userId: me.id, ...l })))
    .returning();
  const o = await createOrder(db, me, {
    cartIds: cart.map((c) => c.id),
    invoiceType: 0,
    userCouponId,
    remark: '',
    idempotencyKey: `money-${++keys}`,
  });
  await db.update(orders).set({ state: 'unshipped', paidAt: new Date() }).where(eq(orders.id, o.orderId));
  const [row] = await db.select().from(orders).where(eq(orders.id, o.orderId));
  return row!;
}

describe('a line of a couponed order refunds what was paid for it', () => {
  it('a category coupon is shared only by the lines of its category', async () => {
    const me = await buyer(db);
    const gift = await goods(db, { price: 10_000, cate1Id: 71 });
    const other = await goods(db, { price: 90_000, cate1Id: 72 });
    const uc = await couponFor(me, { title: '礼品品类减50', amount: 5000, cate1Id: 71 });
    const o = await paidCartOrder(
      me,
      [
        { ...gift, num: 1 },
        { ...other, num: 1 },
      ],
      uc,
    );
    expect(o).toMatchObject({ goodsTotal: 100_000, discount: 5000, payable: 95_000 });
    const lines = await claimableLines(db, o);
    const [g, x] = [lines.find((l) => l.productId === gift.productId)!, lines.find((l) => l.productId === other.productId)!];
    // The coupon took ¥50 off the gift alone: the gift was paid ¥50, the other goods their full ¥900.
    expect(g.cap).toBe(5000);
    expect(x.cap).toBe(90_000);
    const over = await submitAftersale(db, me, {
      orderId: o.id,
      orderLineId: g.id,
      type: 1,
      reason: '印刷质量问题',
      description: '',
      imageIds: [],
      num: 1,
      refundAmount: 5001,
    }).catch((e) => e);
    expect(over.message).toBe('退款金额不能超过¥50.00');
  });
});

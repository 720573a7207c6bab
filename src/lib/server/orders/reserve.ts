// Stock and coupon reservation: taken atomically when an order is created, given back when it is cancelled.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orderLines, orders, products, skus, userCoupons } from '../db/schema/index.ts';
import { conflict } from '../http.ts';

export interface StockNeed {
  productId: number;
  skuId: number;
  num: number;
  name: string;
}

function bySku(needs: StockNeed[]): StockNeed[] {
  const merged = new Map<number, StockNeed>();
  for (const n of needs) {
    const m = merged.get(n.skuId);
    if (m) m.num += n.num;
    else merged.set(n.skuId, { ...n });
  }
  // A fixed lock order (by SKU id) so two concurrent orders can never deadlock on PostgreSQL.
  return [...merged.values()].sort((a, b) => a.skuId - b.skuId);
}

/** Conditional decrement per SKU: a buyer who comes second for the last units gets 库存不足, never negative stock. */
export async function reserveStock(tx: Tx, needs: StockNeed[]): Promise<void> {
  for (const n of bySku(needs)) {
    const hit = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${n.num}` })
      .where(and(eq(skus.id, n.skuId), gte(skus.stock, n.num)))
      .returning({ id: skus.id });
    if (!hit.length) throw conflict(`「${n.name}」库存不足`);
  }
  const perProduct = new Map<number, number>();
  for (const n of needs) perProduct.set(n.productId, (perProduct.get(n.productId) ?? 0) + n.num);
  for (const [productId, num] of [...perProduct].sort((a, b) => a[0] - b[0])) {
    await tx.update(products).set({ stock: sql`greatest(${products.stock} - ${num}, 0)` }).where(eq(products.id, productId));
  }
}

/** Marks the user's coupon used by this order, if it is still unused and valid now. */
export async function reserveCoupon(tx: Tx, userCouponId: number, userId: number, orderId: number): Promise<void> {
  const now = new Date();
  const hit = await tx
    .update(userCoupons)
    .set({ status: 1, orderId, usedAt: now })
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId), eq(userCoupons.status, 0), lte(userCoupons.validFrom, now), gte(userCoupons.validUntil, now)))
    .returning({ id: userCoupons.id });
  if (!hit.length) throw conflict('优惠券不可用，请重新选择');
}

/** Gives back the stock of every line and the coupon of a cancelled order. */
export async function releaseReservation(tx: Tx, order: typeof orders.$inferSelect): Promise<void> {
  const lines = await tx.select({ productId: orderLines.productId, skuId: orderLines.skuId, num: orderLines.num }).from(orderLines).where(eq(orderLines.orderId, order.id));
  for (const l of bySku(lines.map((l) => ({ ...l, name: '' })))) {
    await tx.update(skus).set({ stock: sql`${skus.stock} + ${l.num}` }).where(eq(skus.id, l.skuId));
  }
  const perProduct = new Map<number, number>();
  for (const l of lines) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.num);
  for (const [productId, num] of [...perProduct].sort((a, b) => a[0] - b[0])) {
    await tx.update(products).set({ stock: sql`${products.stock} + ${num}` }).where(eq(products.id, productId));
  }
  await tx.update(userCoupons).set({ status: 0, orderId: null, usedAt: null }).where(and(eq(userCoupons.orderId, order.id), eq(userCoupons.status, 1)));
}

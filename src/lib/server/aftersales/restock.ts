// Refunds of goods that never left the warehouse: the refunded units go back into stock, and the coupon of an
// order refunded as a whole becomes usable again (a partial refund keeps it used: the rest of the order still had it).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orderLines, orders, products, skus, userCoupons } from '../db/schema/index.ts';
import type { AsRow } from './state.ts';

/** Called when a record reaches 已退款: restocks its units when the order was never shipped. */
export async function restockRefundedUnits(tx: Tx, r: AsRow): Promise<void> {
  const [o] = await tx.select({ shippedAt: orders.shippedAt }).from(orders).where(eq(orders.id, r.orderId));
  if (!o || o.shippedAt) return;
  const [line] = await tx.select({ productId: orderLines.productId, skuId: orderLines.skuId }).from(orderLines).where(eq(orderLines.id, r.orderLineId));
  if (!line || r.num <= 0) return;
  await tx.update(skus).set({ stock: sql`${skus.stock} + ${r.num}` }).where(eq(skus.id, line.skuId));
  await tx.update(products).set({ stock: sql`${products.stock} + ${r.num}` }).where(eq(products.id, line.productId));
}

/** Called when an unshipped order becomes 已退款 as a whole: its coupon is given back. */
export async function releaseCouponOfRefundedOrder(tx: Tx, order: { id: number; shippedAt: Date | null }): Promise<void> {
  if (order.shippedAt) return;
  await tx.update(userCoupons).set({ status: 0, orderId: null, usedAt: null }).where(and(eq(userCoupons.orderId, order.id), eq(userCoupons.status, 1)));
}

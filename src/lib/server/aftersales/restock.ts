// Refunds of goods that never left the warehouse: the refunded units go back into stock (the coupon of an order
// refunded as a whole is given back by activities/coupons.ts releaseOrderCoupon).
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orderLines, orders } from '../db/schema/index.ts';
import { returnStock } from '../catalogue/stock.ts';
import type { AsRow } from './state.ts';

/** Called when a record reaches 已退款: restocks its units when the order was never shipped. */
export async function restockRefundedUnits(tx: Tx, r: AsRow): Promise<void> {
  const [o] = await tx.select({ shippedAt: orders.shippedAt }).from(orders).where(eq(orders.id, r.orderId));
  if (!o || o.shippedAt) return;
  const [line] = await tx.select({ productId: orderLines.productId, skuId: orderLines.skuId }).from(orderLines).where(eq(orderLines.id, r.orderLineId));
  if (!line || r.num <= 0) return;
  await returnStock(tx, [{ productId: line.productId, skuId: line.skuId, num: r.num }]);
}

// What an order holds while it is open: the stock of its lines and its coupon. Taken when the order is created,
// given back when it is cancelled (the stock module and the coupon module do the writing).
import { eq } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import { orderLines, orders } from '~/lib/server/db/schema/index.ts';
import { returnStock } from '~/lib/server/catalogue/stock.ts';
import { releaseOrderCoupon } from '~/lib/server/activities/coupons.ts';

/** Gives back the stock of every line and the coupon of a cancelled order. */
export async function releaseReservation(tx: Tx, order: typeof orders.$inferSelect): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, skuId: orderLines.skuId, num: orderLines.num })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  await returnStock(tx, lines);
  await releaseOrderCoupon(tx, order);
}

// A buyer's coupons that apply to the lines being settled, best first.
import { and, eq } from 'drizzle-orm';
import { usableAt } from '~/lib/server/activities/coupons.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { coupons, userCoupons } from '~/lib/server/db/schema/index.ts';
import { couponDiscount, type CouponTerms, type PricedLine } from './totals.ts';

export interface UsableCoupon extends CouponTerms {
  userCouponId: number;
  title: string;
  validUntil: Date;
  /** Fen taken off these lines. */
  discount: number;
}

export async function usableCoupons(db: DB, userId: number, lines: PricedLine[], now = new Date()): Promise<UsableCoupon[]> {
  const rows = await db
    .select({
      userCouponId: userCoupons.id,
      validUntil: userCoupons.validUntil,
      title: coupons.title,
      type: coupons.type,
      amount: coupons.amount,
      rate: coupons.rate,
      minAmount: coupons.minAmount,
      cate1Id: coupons.cate1Id,
    })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, 0), usableAt(now)));
  return rows
    .map((r) => ({ ...r, discount: couponDiscount(r, lines) }))
    .filter((c) => c.discount > 0)
    .sort((a, b) => b.discount - a.discount || a.validUntil.getTime() - b.validUntil.getTime());
}

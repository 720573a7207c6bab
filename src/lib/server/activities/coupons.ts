// The coupon centre (/indexpage/getcoupon): claimable coupons and claiming under per-account and total limits.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { coupons, userCoupons } from '~/lib/server/db/schema/index.ts';
import { conflict, notFound } from '~/lib/server/http.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { lockXact } from '~/lib/server/db/lock.ts';

/** A held coupon has not expired at `now`: it is valid up to and including its last instant (validUntil). */
export const notExpiredAt = (now: Date): SQL => gte(userCoupons.validUntil, now);

/** A held coupon may be used at `now`: its validity has begun and not ended (the one rule for settlement, use and listing). */
export const usableAt = (now: Date): SQL => and(lte(userCoupons.validFrom, now), notExpiredAt(now))!;

/** Coupons without an end date nor validDays stay usable this long after claiming. */
export const DEFAULT_VALID_DAYS = 30;

const live = (now: Date) => and(eq(coupons.claimable, true), or(isNull(coupons.endAt), gt(coupons.endAt, now)));

export type CouponState = 'available' | 'claimed' | 'soldOut';

/** Claimable coupons with what the caller already holds; total 0 means unlimited. */
export async function listCouponCentre(db: DB, userId: number | null, page: number, limit: number, now = new Date()) {
  const [{ total }] = (await db.select({ total: count() }).from(coupons).where(live(now))) as [{ total: number }];
  const rows = await db
    .select()
    .from(coupons)
    .where(live(now))
    .orderBy(desc(coupons.amount), asc(coupons.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const mine = new Map<number, number>();
  if (userId && rows.length) {
    const held = await db
      .select({ couponId: userCoupons.couponId, n: count() })
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.userId, userId),
          inArray(
            userCoupons.couponId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .groupBy(userCoupons.couponId);
    for (const h of held) mine.set(h.couponId, Number(h.n));
  }
  const list = rows.map((c) => {
    const claimedByMe = mine.get(c.id) ?? 0;
    const remaining = c.total > 0 ? Math.max(0, c.total - c.claimed) : null;
    const state: CouponState = claimedByMe >= c.perUser ? 'claimed' : remaining === 0 ? 'soldOut' : 'available';
    return {
      id: c.id,
      title: c.title,
      type: c.type,
      amount: c.amount,
      rate: c.rate,
      minAmount: c.minAmount,
      cate1Id: c.cate1Id,
      total: c.total,
      claimed: c.claimed,
      remaining,
      perUser: c.perUser,
      claimedByMe,
      state,
      description: c.description,
      startAt: c.startAt?.toISOString() ?? null,
      endAt: c.endAt?.toISOString() ?? null,
      validDays: c.validDays,
      percent: c.total > 0 ? Math.min(100, Math.round((c.claimed / c.total) * 100)) : 0,
    };
  });
  return { list, total, page, limit };
}

/**
 * Claims one coupon (companies still under review may claim; they use coupons once approved). The per-account count is checked under a lock on (coupon, user), and the total is taken
 * by a conditional UPDATE, so neither limit can be passed by parallel requests.
 */
export async function claimCoupon(db: DB, user: SessionUser, couponId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockXact(tx, 'coupon', couponId, user.id);
    const [c] = await tx.select().from(coupons).where(eq(coupons.id, couponId));
    if (!c || !c.claimable) throw notFound('优惠券不存在');
    if (c.endAt && c.endAt.getTime() <= now.getTime()) throw conflict('优惠券已过期');
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.couponId, couponId), eq(userCoupons.userId, user.id)))) as [{ n: number }];
    if (Number(n) >= c.perUser) throw conflict(c.perUser > 1 ? `每个账号限领${c.perUser}张` : '您已领取过该优惠券');
    const took = await tx
      .update(coupons)
      .set({ claimed: sql`${coupons.claimed} + 1` })
      .where(and(eq(coupons.id, couponId), or(eq(coupons.total, 0), sql`${coupons.claimed} < ${coupons.total}`)))
      .returning({ claimed: coupons.claimed });
    if (!took.length) throw conflict('优惠券已领完');
    const validFrom = c.validDays > 0 || !c.startAt || c.startAt < now ? now : c.startAt;
    const validUntil =
      c.validDays > 0
        ? new Date(now.getTime() + c.validDays * 86400_000)
        : (c.endAt ?? new Date(now.getTime() + DEFAULT_VALID_DAYS * 86400_000));
    const [uc] = await tx
      .insert(userCoupons)
      .values({ couponId, userId: user.id, status: 0, validFrom, validUntil, createdAt: now })
      .returning();
    return {
      id: uc!.id,
      couponId,
      title: c.title,
      validFrom: validFrom.toISOString(),
      validUntil: validUntil.toISOString(),
      claimedByMe: Number(n) + 1,
    };
  });
}

/** Marks the user's coupon used by this order, if it is still unused and valid now (else 优惠券不可用). */
export async function useCoupon(tx: Tx, userCouponId: number, userId: number, orderId: number, now = new Date()): Promise<void> {
  const hit = await tx
    .update(userCoupons)
    .set({ status: 1, orderId, usedAt: now })
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId), eq(userCoupons.status, 0), usableAt(now)))
    .returning({ id: userCoupons.id });
  if (!hit.length) throw conflict('优惠券不可用，请重新选择');
}

/**
 * Gives an order's coupon back, once: when the order is cancelled, or refunded as a whole before its goods
 * left the warehouse. A shipped order keeps its coupon used (the buyer had the goods it discounted).
 */
export async function releaseOrderCoupon(tx: Tx, order: { id: number; shippedAt: Date | null }): Promise<void> {
  if (order.shippedAt) return;
  await tx
    .update(userCoupons)
    .set({ status: 0, orderId: null, usedAt: null })
    .where(and(eq(userCoupons.orderId, order.id), eq(userCoupons.status, 1)));
}

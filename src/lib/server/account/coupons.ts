// "My coupons" (/coupon): the caller's coupons in three tabs, each with its rule and validity.
// Status in the table is 0 unused, 1 used, 2 expired; an unused coupon past its validUntil counts as expired.
import { and, count, desc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { notExpiredAt } from '~/lib/server/activities/coupons.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { categories, coupons, userCoupons } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { couponRule } from '~/lib/shared/pricing.ts';

function tabWhere(userId: number, tab: number, now: Date): SQL {
  const mine = eq(userCoupons.userId, userId);
  if (tab === 1) return and(mine, eq(userCoupons.status, 1))!;
  if (tab === 2) return and(mine, or(eq(userCoupons.status, 2), and(eq(userCoupons.status, 0), not(notExpiredAt(now)))))!;
  return and(mine, eq(userCoupons.status, 0), notExpiredAt(now))!;
}

export async function listMyCoupons(db: DB, me: SessionUser, q: { status: number; page: number; limit: number }) {
  const now = new Date();
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: userCoupons.id,
        couponId: coupons.id,
        title: coupons.title,
        type: coupons.type,
        amount: coupons.amount,
        rate: coupons.rate,
        minAmount: coupons.minAmount,
        cate1Id: coupons.cate1Id,
        cateName: categories.cateName,
        description: coupons.description,
        validFrom: userCoupons.validFrom,
        validUntil: userCoupons.validUntil,
        usedAt: userCoupons.usedAt,
      })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .leftJoin(categories, eq(categories.id, coupons.cate1Id))
      .where(tabWhere(me.id, q.status, now))
      // Unused: the soonest to expire first; used and expired: the latest first.
      .orderBy(q.status === 0 ? sql`${userCoupons.validUntil} asc` : desc(userCoupons.validUntil), desc(userCoupons.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    Promise.all(
      [0, 1, 2].map((t) =>
        db
          .select({ n: count() })
          .from(userCoupons)
          .where(tabWhere(me.id, t, now))
          .then((r) => r[0]?.n ?? 0),
      ),
    ),
  ]);
  const list = rows.map((r) => ({
    ...r,
    status: q.status,
    ruleText: couponRule(r),
    scopeText: r.cate1Id ? `限「${r.cateName ?? '指定分类'}」商品使用` : '全场通用',
  }));
  return {
    list,
    total: counts[q.status]!,
    page: q.page,
    limit: q.limit,
    counts: { unused: counts[0]!, used: counts[1]!, expired: counts[2]! },
  };
}

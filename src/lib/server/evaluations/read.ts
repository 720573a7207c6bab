// Reading evaluations: an order's lines with their evaluation (/evaluate?orderId=), the user's own list
// (MyEvaluate, /evaluate) and a product's public evaluations with the average score.
import { and, asc, avg, count, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { evaluations, orderLines, orders, users } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { findVisibleOrder, visibleOrders } from '~/lib/server/orders/visibility.ts';

/** Names on public evaluations are masked: 王** . */
export const maskName = (s: string) => (s ? `${[...s][0]}**` : '匿名用户');

export async function orderEvaluations(db: DB, me: SessionUser, orderId: number) {
  const o = await findVisibleOrder(db, me, orderId);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
  const evals = await db.select().from(evaluations).where(eq(evaluations.orderId, o.id));
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    received: !!o.completedAt,
    lines: lines.map((l) => {
      const e = evals.find((x) => x.orderLineId === l.id);
      return {
        id: l.id,
        productId: l.productId,
        productName: l.productName,
        image: l.image,
        specs: l.specs,
        num: l.num,
        unitName: l.unitName,
        evaluation: e
          ? {
              id: e.id,
              productScore: e.productScore,
              serviceScore: e.serviceScore,
              content: e.content,
              images: e.images,
              createdAt: e.createdAt,
            }
          : null,
      };
    }),
  };
}

export async function myEvaluations(db: DB, me: SessionUser, page: number, limit = 10) {
  const where = and(visibleOrders(me));
  const [{ total }] = (await db
    .select({ total: count() })
    .from(evaluations)
    .innerJoin(orders, eq(orders.id, evaluations.orderId))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({ e: evaluations, orderNo: orders.orderNo, productName: orderLines.productName, image: orderLines.image })
    .from(evaluations)
    .innerJoin(orders, eq(orders.id, evaluations.orderId))
    .innerJoin(orderLines, eq(orderLines.id, evaluations.orderLineId))
    .where(where)
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(limit)
    .offset((page - 1) * limit);
  // Received orders with lines still waiting for an evaluation.
  const pending = await db
    .select({ id: orders.id, orderNo: orders.orderNo, completedAt: orders.completedAt, lines: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        visibleOrders(me),
        isNotNull(orders.completedAt),
        inArray(orders.state, ['completed', 'aftersale', 'refunded']),
        notExists(db.select({ x: evaluations.id }).from(evaluations).where(eq(evaluations.orderLineId, orderLines.id))),
      ),
    )
    .groupBy(orders.id, orders.orderNo, orders.completedAt)
    .orderBy(desc(orders.completedAt))
    .limit(20);
  return {
    list: rows.map(({ e, orderNo, productName, image }) => ({
      id: e.id,
      orderId: e.orderId,
      orderNo,
      productId: e.productId,
      productName,
      image,
      skuText: e.skuText,
      productScore: e.productScore,
      serviceScore: e.serviceScore,
      content: e.content,
      images: e.images,
      createdAt: e.createdAt,
    })),
    total,
    page,
    limit,
    pending,
  };
}

/** GET /api/product/evaluations: public, newest first, with the average product score (one decimal, null without any). */
export async function productEvaluations(db: DB, productId: number, page: number, limit = 10) {
  const where = eq(evaluations.productId, productId);
  const [[agg], rows] = await Promise.all([
    db
      .select({
        total: count(),
        avgScore: avg(evaluations.productScore),
        good: sql<number>`count(*) filter (where ${evaluations.productScore} >= 4)::int`,
      })
      .from(evaluations)
      .where(where),
    db
      .select({ e: evaluations, nickname: users.nickname, realName: users.realName, avatar: users.avatar })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.userId))
      .where(where)
      .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const total = agg?.total ?? 0;
  return {
    list: rows.map(({ e, nickname, realName, avatar }) => ({
      id: e.id,
      nickname: maskName(nickname || realName),
      avatar,
      productScore: e.productScore,
      serviceScore: e.serviceScore,
      content: e.content,
      images: e.images,
      sku: e.skuText,
      createdAt: e.createdAt.toISOString(),
    })),
    total,
    avgScore: total ? Math.round(Number(agg!.avgScore) * 10) / 10 : null,
    goodRate: total ? Math.round(((agg!.good ?? 0) * 100) / total) : null,
    page,
    limit,
  };
}

/**
 * The shape the product page's evaluations seam expects (catalogue/evaluations.ts on the storefront branch):
 * its productEvaluations(db, productId, limit) can return this.
 */
export async function productEvaluationSummary(db: DB, productId: number, limit = 10) {
  const r = await productEvaluations(db, productId, 1, limit);
  return { count: r.total, average: r.avgScore, goodRate: r.goodRate, list: r.list };
}

// Reading purchase contracts (/myContract): the company's list and one contract, for users holding the
// 'contract' permission; only contracts of orders the user may see, others' answer 404.
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { contracts, orders } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { assertCan } from '~/lib/server/context.ts';
import { notFound } from '~/lib/server/http.ts';
import { likePattern } from '~/lib/server/catalogue/products.ts';
import { visibleOrders } from '~/lib/server/orders/visibility.ts';
import { labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';
import { toCapitals } from '~/lib/shared/capitals.ts';
import { backfillContracts } from './snapshot.ts';

export function assertContract(me: SessionUser) {
  assertCan(me, 'contract');
}

export async function listContracts(db: DB, me: SessionUser, q: { keyword?: string; page: number; limit: number }) {
  assertContract(me);
  await backfillContracts(db, me.companyId);
  const kw = q.keyword?.trim();
  const where = and(
    visibleOrders(me),
    kw ? or(ilike(contracts.contractNo, likePattern(kw)), ilike(orders.orderNo, likePattern(kw))) : undefined,
  );
  const [{ total }] = (await db
    .select({ total: count() })
    .from(contracts)
    .innerJoin(orders, eq(orders.id, contracts.orderId))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({ c: contracts, orderNo: orders.orderNo, state: orders.state })
    .from(contracts)
    .innerJoin(orders, eq(orders.id, contracts.orderId))
    .where(where)
    .orderBy(desc(contracts.signedAt), desc(contracts.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    list: rows.map(({ c, orderNo, state }) => ({
      id: c.id,
      contractNo: c.contractNo,
      orderId: c.orderId,
      orderNo,
      orderState: state,
      orderStateName: labelOf(ORDER_STATE_NAMES, state),
      amount: c.amount,
      signedAt: c.signedAt,
      sellerName: c.seller.name,
      buyerName: c.buyer.name,
      lineCount: c.lines.length,
      firstLine: c.lines[0]?.productName ?? '',
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

export async function contractOfOrder(db: DB, me: SessionUser, orderId: number) {
  assertContract(me);
  const find = () =>
    db
      .select({ c: contracts, orderNo: orders.orderNo })
      .from(contracts)
      .innerJoin(orders, eq(orders.id, contracts.orderId))
      .where(and(eq(contracts.orderId, orderId), visibleOrders(me)));
  let [row] = await find();
  if (!row) {
    await backfillContracts(db, me.companyId);
    [row] = await find();
  }
  if (!row) throw notFound('合同不存在（订单付款确认后生成采购合同）');
  const { c, orderNo } = row;
  return {
    id: c.id,
    contractNo: c.contractNo,
    orderId: c.orderId,
    orderNo,
    buyer: c.buyer,
    seller: c.seller,
    lines: c.lines,
    goodsTotal: c.goodsTotal,
    freight: c.freight,
    discount: c.discount,
    amount: c.amount,
    amountCapitals: toCapitals(c.amount),
    delivery: c.delivery,
    terms: c.terms,
    signedAt: c.signedAt,
  };
}
export type Contract = Awaited<ReturnType<typeof contractOfOrder>>;

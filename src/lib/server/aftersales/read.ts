// Reading after-sales records: the list (/asRecord), one record with its timeline
// (/asRecordDetail) and an order's refund progress (/cart/refund).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { aftersales, files, orderLines, orders } from '~/lib/server/db/schema/index.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { findVisibleOrder, visibleOrders } from '~/lib/server/orders/visibility.ts';
import { assertAftersale, claimableLines, groupRefusal, mayApplyAftersale, orderRefusal } from './submit.ts';
import { findVisibleAs, systemRefundOf } from './actions.ts';
import { refundTotals, returnAddress } from './effects.ts';
import { asRefusal, buyerCancelRefusal, OPEN_STATES, type AsRow } from './state.ts';
import { actorShown, AFTERSALE_STATE_NAMES, AFTERSALE_TYPE_NAMES, labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';
import { freightKept } from '~/lib/shared/refund-caps.ts';

const FILTERS = { all: [], open: OPEN_STATES, done: ['rejected', 'refunded', 'cancelled'] } as const;

function brief(r: AsRow) {
  return {
    id: r.id,
    asNo: r.asNo,
    orderId: r.orderId,
    orderLineId: r.orderLineId,
    type: r.type,
    typeName: labelOf(AFTERSALE_TYPE_NAMES, r.type),
    reason: r.reason,
    num: r.num,
    refundAmount: r.refundAmount,
    state: r.state,
    stateName: labelOf(AFTERSALE_STATE_NAMES, r.state),
    createdAt: r.createdAt,
    refundedAt: r.refundedAt,
  };
}

/** What the buyer can do with the record now (the state machine still has the last word). */
export function asBuyerActions(r: AsRow): ('cancel' | 'shipBack')[] {
  const out: ('cancel' | 'shipBack')[] = [];
  if (!asRefusal(r.state, r.type, 'ship_back', 'user')) out.push('shipBack');
  if (!buyerCancelRefusal(r)) out.push('cancel');
  return out;
}

export async function listAs(db: DB, me: SessionUser, q: { state: keyof typeof FILTERS; orderId?: number; page: number; limit: number }) {
  assertAftersale(me);
  const states = FILTERS[q.state] as readonly string[];
  const where = and(
    visibleOrders(me),
    states.length ? inArray(aftersales.state, states as string[]) : undefined,
    q.orderId ? eq(aftersales.orderId, q.orderId) : undefined,
  );
  const [{ total }] = (await db
    .select({ total: count() })
    .from(aftersales)
    .innerJoin(orders, eq(orders.id, aftersales.orderId))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({
      r: aftersales,
      orderNo: orders.orderNo,
      productName: orderLines.productName,
      image: orderLines.image,
      specs: orderLines.specs,
      unitName: orderLines.unitName,
    })
    .from(aftersales)
    .innerJoin(orders, eq(orders.id, aftersales.orderId))
    .innerJoin(orderLines, eq(orderLines.id, aftersales.orderLineId))
    .where(where)
    .orderBy(desc(aftersales.createdAt), desc(aftersales.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    list: rows.map((x) => ({
      ...brief(x.r),
      orderNo: x.orderNo,
      productName: x.productName,
      image: x.image,
      specs: x.specs,
      unitName: x.unitName,
      actions: asBuyerActions(x.r),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

export async function asDetail(db: DB, me: SessionUser, id: number) {
  assertAftersale(me);
  const r = await findVisibleAs(db, me, id);
  const [[o], [line], log, pics] = await Promise.all([
    db.select({ orderNo: orders.orderNo, state: orders.state }).from(orders).where(eq(orders.id, r.orderId)),
    db.select().from(orderLines).where(eq(orderLines.id, r.orderLineId)),
    historyOf(db, 'aftersale', r.id),
    r.imageFileIds.length
      ? db
          .select({ id: files.id, key: files.key })
          .from(files)
          .where(and(inArray(files.id, r.imageFileIds), eq(files.companyId, r.companyId)))
      : Promise.resolve([]),
  ]);
  return {
    ...brief(r),
    description: r.description,
    rejectReason: r.rejectReason,
    returnCarrier: r.returnCarrier,
    returnTrackingNo: r.returnTrackingNo,
    orderNo: o!.orderNo,
    orderState: o!.state,
    orderStateName: labelOf(ORDER_STATE_NAMES, o!.state),
    line: {
      id: line!.id,
      productId: line!.productId,
      productName: line!.productName,
      image: line!.image,
      specs: line!.specs,
      unitName: line!.unitName,
      num: line!.num,
      lineTotal: line!.lineTotal,
    },
    images: r.imageFileIds
      .map((fid) => pics.find((p) => p.id === fid))
      .filter(Boolean)
      .map((p) => `/api/file/${p!.key}`),
    timeline: log.map((t) => ({
      action: t.action,
      from: t.fromState,
      to: t.toState,
      toName: labelOf(AFTERSALE_STATE_NAMES, t.toState),
      actorType: t.actorType,
      // as the buyer's page names them: a buyer by name, staff as 平台 (their name and login stay in the back office)
      actorName: actorShown(t),
      note: t.note,
      at: t.at,
    })),
    ...systemRefundOf(r),
    returnAddress: r.type === 2 && r.state === 'approved' ? await db.transaction((tx) => returnAddress(tx)) : null,
    actions: asBuyerActions(r),
  };
}
export type AsDetail = Awaited<ReturnType<typeof asDetail>>;

/** The form data of /submitAS: the order, its lines with what is left to claim, and whether it may be claimed. */
export async function claimForm(db: DB, me: SessionUser, orderId: number) {
  assertAftersale(me);
  const o = await findVisibleOrder(db, me, orderId);
  const lines = await claimableLines(db, o);
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    state: o.state,
    stateName: labelOf(ORDER_STATE_NAMES, o.state),
    shipped: !!o.shippedAt,
    refusal: orderRefusal(o, null) ?? (await groupRefusal(db, o.id, lines)),
    lines,
  };
}

/** /cart/refund: every record of one order with its refund state, and the totals. */
export async function refundProgress(db: DB, me: SessionUser, orderId: number) {
  assertAftersale(me);
  const o = await findVisibleOrder(db, me, orderId);
  const { list } = await listAs(db, me, { state: 'all', orderId: o.id, page: 1, limit: 50 });
  // The totals count every record of the order, not the page of them listed.
  const { refunded, pending } = await refundTotals(db, o.id);
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    state: o.state,
    stateName: labelOf(ORDER_STATE_NAMES, o.state),
    payable: o.payable,
    mayApply: await mayApplyAftersale(db, o),
    refunded,
    pending,
    freightKept: freightKept(o),
    list,
  };
}

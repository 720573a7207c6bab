// Reading orders for /myOrder and /orderDetail: list with tabs, search and pages; one order with everything on it.
import { and, asc, count, desc, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { files, orderLines, orders, payments, quotes, siteConfig, users } from '~/lib/server/db/schema/index.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { buyerActions } from './actions.ts';
import { STATE_TABS } from './state.ts';
import { labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';
import { seesCompanyOrders, findVisibleOrder, visibleOrders } from './visibility.ts';
import { sweepExpired } from './sweep.ts';
import { paymentMethods } from '~/lib/server/payments/methods.ts';

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

export interface ListQuery {
  tab?: string;
  keyword?: string;
  page: number;
  limit: number;
}

export async function listOrders(db: DB, me: SessionUser, q: ListQuery) {
  await sweepExpired(db, { companyId: me.companyId });
  const tab = STATE_TABS.find((t) => t.key === q.tab) ?? STATE_TABS[0]!;
  const kw = q.keyword?.trim();
  const where = and(
    visibleOrders(me),
    tab.states.length ? inArray(orders.state, tab.states) : undefined,
    kw
      ? or(
          ilike(orders.orderNo, likeText(kw)),
          exists(
            db
              .select({ x: orderLines.id })
              .from(orderLines)
              .where(and(eq(orderLines.orderId, orders.id), ilike(orderLines.productName, likeText(kw)))),
          ),
        )
      : undefined,
  );
  const [{ total }] = (await db.select({ total: count() }).from(orders).where(where)) as [{ total: number }];
  const rows = await db
    .select({ order: orders, placedBy: users.realName, placedByNick: users.nickname, placedByPhone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [];
  const list = rows.map(({ order: o, placedBy, placedByNick, placedByPhone }) => ({
    id: o.id,
    orderNo: o.orderNo,
    state: o.state,
    stateName: labelOf(ORDER_STATE_NAMES, o.state),
    kind: o.kind,
    createdAt: o.createdAt,
    goodsTotal: o.goodsTotal,
    freight: o.freight,
    discount: o.discount,
    payable: o.payable,
    payDeadline: o.payDeadline,
    placedBy: { id: o.userId, name: placedBy || placedByNick || placedByPhone },
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        id: l.id,
        productId: l.productId,
        productName: l.productName,
        image: l.image,
        specs: l.specs,
        num: l.num,
        unitName: l.unitName,
        unitPrice: l.unitPrice,
        listUnitPrice: l.listUnitPrice,
        priceNote: l.priceNote,
        lineTotal: l.lineTotal,
      })),
    actions: buyerActions(o, me),
  }));
  return { list, total, page: q.page, limit: q.limit, tab: tab.key, showPlacedBy: seesCompanyOrders(me) };
}
export type OrderList = Awaited<ReturnType<typeof listOrders>>;

export async function payee(db: DB) {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, 'payee'));
  return (row?.value ?? { accountName: '', bank: '', account: '' }) as { accountName: string; bank: string; account: string };
}

export async function orderDetail(db: DB, me: SessionUser, id: number) {
  await sweepExpired(db, { companyId: me.companyId });
  const o = await findVisibleOrder(db, me, id);
  const [lines, log, pays, [quote], [placer]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id)),
    historyOf(db, 'order', o.id),
    db
      .select({ p: payments, fileKey: files.key, fileName: files.originalName })
      .from(payments)
      .leftJoin(files, eq(files.id, payments.receiptFileId))
      .where(eq(payments.orderId, o.id))
      .orderBy(desc(payments.id)),
    db.select().from(quotes).where(eq(quotes.orderId, o.id)),
    db.select({ realName: users.realName, nickname: users.nickname, phone: users.phone }).from(users).where(eq(users.id, o.userId)),
  ]);
  const artIds = [...new Set(lines.flatMap((l) => l.artworkFileIds))];
  const art = artIds.length
    ? await db
        .select({ id: files.id, key: files.key, name: files.originalName })
        .from(files)
        .where(and(inArray(files.id, artIds), eq(files.companyId, o.companyId)))
    : [];
  return {
    id: o.id,
    orderNo: o.orderNo,
    state: o.state,
    stateName: labelOf(ORDER_STATE_NAMES, o.state),
    kind: o.kind,
    createdAt: o.createdAt,
    payDeadline: o.payDeadline,
    paidAt: o.paidAt,
    shippedAt: o.shippedAt,
    completedAt: o.completedAt,
    cancelledAt: o.cancelledAt,
    cancelReason: o.cancelReason,
    remark: o.remark,
    payMethod: o.payMethod,
    goodsTotal: o.goodsTotal,
    freight: o.freight,
    discount: o.discount,
    payable: o.payable,
    couponTitle: o.couponTitle,
    address: o.address,
    invoiceType: o.invoiceType,
    invoice: o.invoice,
    deliveryDate: o.deliveryDate,
    logistics: { carrier: o.carrier, trackingNo: o.trackingNo, shippedAt: o.shippedAt },
    placedBy: { id: o.userId, name: placer ? placer.realName || placer.nickname || placer.phone : '' },
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      image: l.image,
      specs: l.specs,
      goodsTypeId: l.goodsTypeId,
      unitName: l.unitName,
      num: l.num,
      unitPrice: l.unitPrice,
      listUnitPrice: l.listUnitPrice,
      priceNote: l.priceNote,
      lineTotal: l.lineTotal,
      custom: l.custom,
      artwork: art.filter((f) => l.artworkFileIds.includes(f.id)).map((f) => ({ name: f.name, url: `/api/file/${f.key}` })),
    })),
    timeline: log.map((t) => ({
      action: t.action,
      from: t.fromState,
      to: t.toState,
      toName: labelOf(ORDER_STATE_NAMES, t.toState),
      actorType: t.actorType,
      actorName: t.actorName,
      note: t.note,
      at: t.at,
    })),
    payments: pays.map(({ p, fileKey, fileName }) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      state: p.state,
      transactionId: p.transactionId,
      rejectReason: p.rejectReason,
      createdAt: p.createdAt,
      decidedAt: p.decidedAt,
      receipt: fileKey ? { name: fileName, url: `/api/file/${fileKey}` } : null,
    })),
    quote: quote
      ? {
          state: quote.state,
          goodsTotal: quote.goodsTotal,
          freight: quote.freight,
          deliveryDate: quote.deliveryDate,
          note: quote.note,
          quotedAt: quote.quotedAt,
        }
      : null,
    actions: buyerActions(o, me),
    payMethods: o.state === 'unpaid' ? paymentMethods() : [],
  };
}
export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

// What operators do to orders (through `npm run ops`): find, list, quote, ship, mark delivered, cancel.
// Every change goes through the same state machine as the buyer's, logged with actor 'operator'.
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { companies, orderLines, orders, quotes, users } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound, zodRefusal } from '~/lib/server/http.ts';
import { zDeliveryDate, zShipment } from '~/lib/shared/contracts/fields.ts';
import { likePattern } from '~/lib/server/catalogue/products.ts';
import { isCustomGoods } from '~/lib/shared/goods-types.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import { computeTotals } from './totals.ts';
import { transition, type Actor, type OrderRow, type OrderState } from './state.ts';
import { moveQuoteOf } from './quote-state.ts';
import { activityShipRefusal } from './activity.ts';
import { labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';
import { operatorLimit } from '~/lib/shared/paging.ts';
import { formatPrice } from '~/lib/shared/money.ts';

export const OPERATOR: Actor = { type: 'operator', name: '平台运营' };

/** An order by its number (QL…) or its id. */
export async function orderByRef(db: DB, ref: string): Promise<OrderRow> {
  const where = /^\d{1,9}$/.test(ref) ? eq(orders.id, Number(ref)) : eq(orders.orderNo, ref.trim());
  const [o] = await db.select().from(orders).where(where);
  if (!o) throw notFound(`订单不存在：${ref}`);
  return o;
}

export async function listForOperator(db: DB, states: OrderState[], limit = 50) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      state: orders.state,
      payable: orders.payable,
      createdAt: orders.createdAt,
      company: companies.name,
      placedBy: users.phone,
      payMethod: orders.payMethod,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(states.length ? inArray(orders.state, states) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(operatorLimit(limit));
}

/**
 * The filters of the back office's work lists (orders, after-sales, invoices): all optional, combined with AND.
 * `states` are states, or what a list filters by instead (after-sales: a state and a type, AsCase).
 */
export interface WorkFilter<S = string> {
  states?: S[];
  /** Part of the company's name. */
  company?: string;
  /** Part of the record's number (order number here). */
  no?: string;
  /** Part of a product's name or code on one of its lines. */
  product?: string;
  /** Created at or after `from`, before `to`. */
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

/** The conditions every work list shares: its states, part of the company's name, its creation window. */
export function workConds(f: WorkFilter, cols: { state: PgColumn; createdAt: PgColumn }): SQL[] {
  const conds: SQL[] = [];
  if (f.states?.length) conds.push(inArray(cols.state, f.states));
  if (f.company) conds.push(ilike(companies.name, likePattern(f.company)));
  if (f.from) conds.push(gte(cols.createdAt, f.from));
  if (f.to) conds.push(lt(cols.createdAt, f.to));
  return conds;
}

/** An order line that `line` selects has the product filter in its name or code. */
export function lineMatches(db: DB, product: string, line: SQL): SQL {
  const p = likePattern(product);
  return exists(
    db
      .select({ one: sql`1` })
      .from(orderLines)
      .where(and(line, or(ilike(orderLines.productName, p), ilike(orderLines.productCode, p)))),
  );
}

/** Orders for the back office: filtered, newest first, one page and the total. */
export async function searchOrdersForOperator(db: DB, f: WorkFilter) {
  const conds = workConds(f, orders);
  if (f.no) conds.push(ilike(orders.orderNo, likePattern(f.no)));
  if (f.product) conds.push(lineMatches(db, f.product, eq(orderLines.orderId, orders.id)));
  const where = conds.length ? and(...conds) : undefined;
  const cols = {
    id: orders.id,
    orderNo: orders.orderNo,
    state: orders.state,
    kind: orders.kind,
    payable: orders.payable,
    createdAt: orders.createdAt,
    company: companies.name,
    placedBy: users.phone,
    payMethod: orders.payMethod,
    products: sql<string>`(select string_agg(${orderLines.productName}, '、' order by ${orderLines.id}) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
  };
  const list = await db
    .select(cols)
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(where)) as [{ total: number }];
  return { list, total };
}

/** Everything the order's back-office page shows besides the order row: its company, who placed it, its history. */
export async function orderContext(db: DB, order: OrderRow) {
  const [who] = await db
    .select({ company: companies.name, companyId: companies.id, phone: users.phone, name: users.realName, nickname: users.nickname })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, order.userId));
  const history = await historyOf(db, 'order', order.id);
  const [quote] = await db.select().from(quotes).where(eq(quotes.orderId, order.id));
  return {
    company: who?.company ?? '',
    companyId: who?.companyId ?? order.companyId,
    placedBy: who ? `${who.name || who.nickname} ${who.phone}` : '',
    history,
    quote: quote ?? null,
  };
}

export async function linesOf(db: DB, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export interface QuoteInput {
  /** Unit price (fen) per custom line id; lines not named get `unitPrice`. */
  lineUnits?: Record<number, number>;
  unitPrice?: number;
  /** Fen; the store's freight rule when omitted. */
  freight?: number;
  deliveryDate: string;
  note?: string;
}

export async function quoteOrder(db: DB, order: OrderRow, q: QuoteInput, actor: Actor = OPERATOR) {
  const day = zDeliveryDate.safeParse(q.deliveryDate);
  if (!day.success) throw zodRefusal(day.error);
  const deliveryDate = day.data;
  const lines = await linesOf(db, order.id);
  const priced = lines.map((l) => {
    if (!isCustomGoods(l.goodsTypeId)) return l;
    const unit = q.lineUnits?.[l.id] ?? q.unitPrice;
    if (!unit || !Number.isInteger(unit) || unit <= 0) throw badRequest(`请为定制商品「${l.productName}」（行${l.id}）报价`);
    return { ...l, unitPrice: unit, lineTotal: unit * l.num };
  });
  if (q.freight !== undefined && (!Number.isInteger(q.freight) || q.freight < 0)) throw badRequest('运费格式不正确');
  // A quote order carries no coupon (settle.ts), so no line needs its category: the totals are the goods and the freight.
  const costed = priced.map((l) => ({ lineTotal: l.lineTotal, cate1Id: 0 }));
  const { goodsTotal, freight, discount, payable } = computeTotals(costed, null, order.address.province, q.freight);
  return db.transaction(async (tx) => {
    const done = await transition(tx, order.id, 'quote', actor, {
      note: `报价：商品金额${formatPrice(goodsTotal)}，运费${formatPrice(freight)}，交货日期${deliveryDate}${q.note ? `；${q.note}` : ''}`,
      set: { goodsTotal, freight, discount, payable, deliveryDate },
    });
    for (const l of priced)
      await tx.update(orderLines).set({ unitPrice: l.unitPrice, lineTotal: l.lineTotal }).where(eq(orderLines.id, l.id));
    await moveQuoteOf(tx, order.id, 'quote', actor, {
      set: { goodsTotal, freight, deliveryDate, note: (q.note ?? '').slice(0, 300) },
    });
    return done;
  });
}

export async function shipOrder(db: DB, order: OrderRow, carrier: string, trackingNo: string, actor: Actor = OPERATOR) {
  const parsed = zShipment.safeParse({ carrier, trackingNo });
  if (!parsed.success) throw zodRefusal(parsed.error);
  const { carrier: c, trackingNo: t } = parsed.data;
  return db.transaction(async (tx) => {
    const waiting = await activityShipRefusal(tx, order.id, true);
    if (waiting) throw conflict(waiting);
    return transition(tx, order.id, 'ship', actor, { note: `${c} ${t}`, set: { carrier: c, trackingNo: t } });
  });
}

export async function deliverOrder(db: DB, order: OrderRow, actor: Actor = OPERATOR) {
  return db.transaction((tx) => transition(tx, order.id, 'deliver', actor, { note: '物流已签收，平台确认送达' }));
}

export async function operatorCancel(db: DB, order: OrderRow, reason: string, actor: Actor = OPERATOR) {
  if (!reason.trim()) throw badRequest('请填写取消原因');
  return db.transaction((tx) => transition(tx, order.id, 'cancel', actor, { note: reason, set: { cancelReason: reason.slice(0, 200) } }));
}

export const stateName = (s: string) => labelOf(ORDER_STATE_NAMES, s);

// Stock belongs to the catalogue; the operator commands keep reaching it here.
export { listSkus, setSkuPrice, setSkuStock, skuStock } from '~/lib/server/catalogue/stock.ts';

// What operators do to orders (through `npm run ops`): find, list, quote, ship, mark delivered, cancel.
// Every change goes through the same state machine as the buyer's, logged with actor 'operator'.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { companies, orderLines, orders, products, quotes, skus, users } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http.ts';
import { isQuoteType } from './goods.ts';
import { freightFor } from './totals.ts';
import { STATE_NAMES, transition, type Actor, type OrderRow, type OrderState } from './state.ts';

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
      id: orders.id, orderNo: orders.orderNo, state: orders.state, payable: orders.payable, createdAt: orders.createdAt,
      company: companies.name, placedBy: users.phone, payMethod: orders.payMethod,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(states.length ? inArray(orders.state, states) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(Math.min(Math.max(limit, 1), 500));
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
  if (!/^\d{4}-\d{2}-\d{2}$/.test(q.deliveryDate) || Number.isNaN(Date.parse(q.deliveryDate))) throw badRequest('交货日期格式应为YYYY-MM-DD');
  const lines = await linesOf(db, order.id);
  const priced = lines.map((l) => {
    if (!isQuoteType(l.goodsTypeId)) return l;
    const unit = q.lineUnits?.[l.id] ?? q.unitPrice;
    if (!unit || !Number.isInteger(unit) || unit <= 0) throw badRequest(`请为定制商品「${l.productName}」（行${l.id}）报价`);
    return { ...l, unitPrice: unit, lineTotal: unit * l.num };
  });
  const goodsTotal = priced.reduce((s, l) => s + l.lineTotal, 0);
  const freight = q.freight ?? freightFor(goodsTotal, order.address.province);
  if (!Number.isInteger(freight) || freight < 0) throw badRequest('运费格式不正确');
  const now = new Date();
  return db.transaction(async (tx) => {
    const done = await transition(tx, order.id, 'quote', actor, {
      note: `报价：商品金额${(goodsTotal / 100).toFixed(2)}元，运费${(freight / 100).toFixed(2)}元，交货日期${q.deliveryDate}${q.note ? `；${q.note}` : ''}`,
      set: { goodsTotal, freight, discount: 0, payable: goodsTotal + freight, deliveryDate: q.deliveryDate },
    });
    for (const l of priced) await tx.update(orderLines).set({ unitPrice: l.unitPrice, lineTotal: l.lineTotal }).where(eq(orderLines.id, l.id));
    await tx.update(quotes).set({ state: 'quoted', goodsTotal, freight, deliveryDate: q.deliveryDate, note: (q.note ?? '').slice(0, 300), quotedAt: now })
      .where(eq(quotes.orderId, order.id));
    return done;
  });
}

export async function shipOrder(db: DB, order: OrderRow, carrier: string, trackingNo: string, actor: Actor = OPERATOR) {
  const c = carrier.trim();
  const t = trackingNo.trim();
  if (!c || c.length > 30) throw badRequest('请填写物流公司（30字以内）');
  if (!/^[A-Za-z0-9-]{4,40}$/.test(t)) throw badRequest('物流单号格式不正确');
  return db.transaction((tx) => transition(tx, order.id, 'ship', actor, { note: `${c} ${t}`, set: { carrier: c, trackingNo: t } }));
}

export async function deliverOrder(db: DB, order: OrderRow, actor: Actor = OPERATOR) {
  return db.transaction((tx) => transition(tx, order.id, 'deliver', actor, { note: '物流已签收，平台确认送达' }));
}

export async function operatorCancel(db: DB, order: OrderRow, reason: string, actor: Actor = OPERATOR) {
  if (!reason.trim()) throw badRequest('请填写取消原因');
  return db.transaction(async (tx) => {
    const done = await transition(tx, order.id, 'cancel', actor, { note: reason, set: { cancelReason: reason.slice(0, 200) } });
    await tx.update(quotes).set({ state: 'cancelled', decidedAt: new Date() }).where(and(eq(quotes.orderId, order.id), inArray(quotes.state, ['requested', 'quoted'])));
    return done;
  });
}

export const stateName = (s: string) => STATE_NAMES[s as OrderState] ?? s;

/** Sets a SKU's stock (by SKU code or id) and keeps the product's total in step. */
export async function setSkuStock(db: DB, ref: string, stock: number) {
  if (!Number.isInteger(stock) || stock < 0 || stock > 10_000_000) throw badRequest('库存必须是非负整数');
  return db.transaction(async (tx) => {
    const [s] = await tx.update(skus).set({ stock }).where(/^\d{1,9}$/.test(ref) ? eq(skus.id, Number(ref)) : eq(skus.skuCode, ref)).returning();
    if (!s) throw notFound(`规格不存在：${ref}`);
    const [{ total }] = (await tx.select({ total: sql<number>`coalesce(sum(${skus.stock}), 0)::int` }).from(skus).where(eq(skus.productId, s.productId))) as [{ total: number }];
    await tx.update(products).set({ stock: total }).where(eq(products.id, s.productId));
    return s;
  });
}

/** Sets a SKU's unit price (fen); the product's listed price stays its cheapest SKU's, as the catalogue import sets it. */
export async function setSkuPrice(db: DB, ref: string, price: number) {
  if (!Number.isInteger(price) || price <= 0 || price > 100_000_000) throw badRequest('单价必须大于0且不超过100万元');
  return db.transaction(async (tx) => {
    const [s] = await tx.update(skus).set({ price }).where(/^\d{1,9}$/.test(ref) ? eq(skus.id, Number(ref)) : eq(skus.skuCode, ref)).returning();
    if (!s) throw notFound(`规格不存在：${ref}`);
    const [{ low }] = (await tx.select({ low: sql<number>`min(${skus.price})::int` }).from(skus).where(eq(skus.productId, s.productId))) as [{ low: number }];
    await tx.update(products).set({ price: low }).where(eq(products.id, s.productId));
    return s;
  });
}

/** SKUs with their product's type and order rules, for operators picking what to restock. */
export async function listSkus(db: DB, opts: { type?: number; productId?: number; limit?: number }) {
  return db
    .select({
      skuId: skus.id, skuCode: skus.skuCode, productId: products.id, name: products.storeName, type: products.goodsTypeId,
      stock: skus.stock, price: skus.price, minQty: products.minQty, stepQty: products.stepQty, isShow: products.isShow,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(opts.type ? eq(products.goodsTypeId, opts.type) : undefined, opts.productId ? eq(products.id, opts.productId) : undefined))
    .orderBy(asc(skus.id))
    .limit(Math.min(Math.max(opts.limit ?? 50, 1), 1000));
}

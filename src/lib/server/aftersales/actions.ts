// What buyers and operators do to an after-sales record. Every change goes through applyAs (the after-sales machine).
import { and, desc, eq, exists, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { aftersales, companies, orderLines, orders, users } from '~/lib/server/db/schema/index.ts';
import { likePattern } from '~/lib/server/catalogue/products.ts';
import { lineMatches, workConds, type WorkFilter } from '~/lib/server/orders/operator.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { assertReason, notFound } from '~/lib/server/http.ts';
import { visibleOrders } from '~/lib/server/orders/visibility.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import { assertAftersale, claimableLines } from './submit.ts';
import {
  applyAs,
  AS_STATES,
  buyerCancelRefusal,
  AS_STATE_NAMES,
  isSystemRecord,
  refundActionFor,
  REFUNDABLE,
  type AsActor,
  type AsCase,
  type AsRow,
  type AsState,
} from './state.ts';
import { operatorLimit } from '~/lib/shared/paging.ts';
import { formatPrice } from '~/lib/shared/money.ts';

export const AS_OPERATOR: AsActor = { type: 'operator', name: '平台客服' };

/** A record the caller may see (through its order); others' ids answer 404. */
export async function findVisibleAs(db: DB, me: SessionUser, id: number): Promise<AsRow> {
  const [row] = await db
    .select({ r: aftersales })
    .from(aftersales)
    .innerJoin(orders, eq(orders.id, aftersales.orderId))
    .where(and(eq(aftersales.id, id), visibleOrders(me)));
  if (!row) throw notFound('售后单不存在');
  return row.r;
}

export async function cancelAs(db: DB, me: SessionUser, id: number) {
  assertAftersale(me);
  const r = await findVisibleAs(db, me, id);
  const actor = userActor(me);
  const done = await db.transaction((tx) => applyAs(tx, r.id, 'cancel', actor, { note: '买家撤销售后申请', guard: buyerCancelRefusal }));
  return { id: done.id, state: done.state };
}

export async function shipBackAs(db: DB, me: SessionUser, input: { id: number; carrier: string; trackingNo: string }) {
  assertAftersale(me);
  const r = await findVisibleAs(db, me, input.id);
  const actor = userActor(me);
  const done = await db.transaction((tx) =>
    applyAs(tx, r.id, 'ship_back', actor, {
      note: `退货物流：${input.carrier} ${input.trackingNo}`,
      set: { returnCarrier: input.carrier, returnTrackingNo: input.trackingNo },
    }),
  );
  return { id: done.id, state: done.state };
}

/** A record by its number (SH…) or id, for operators. */
export async function asByRef(db: DB, ref: string): Promise<AsRow> {
  const where = /^\d{1,9}$/.test(ref) ? eq(aftersales.id, Number(ref)) : eq(aftersales.asNo, ref.trim());
  const [r] = await db.select().from(aftersales).where(where);
  if (!r) throw notFound(`售后单不存在：${ref}`);
  return r;
}

export function parseAsState(s: string): AsState | null {
  if ((AS_STATES as readonly string[]).includes(s)) return s as AsState;
  return AS_STATES.find((k) => AS_STATE_NAMES[k] === s) ?? null;
}

/** Records of these cases (a queue's, or states' as [{ state }]; none: all), newest first, for `ops aftersale:list`. */
export async function listAsForOperator(db: DB, cases: readonly AsCase[], limit = 50) {
  return db
    .select({ r: aftersales, orderNo: orders.orderNo, company: companies.name })
    .from(aftersales)
    .innerJoin(orders, eq(orders.id, aftersales.orderId))
    .innerJoin(companies, eq(companies.id, aftersales.companyId))
    .where(cases.length ? asCasesWhere(cases) : undefined)
    .orderBy(desc(aftersales.createdAt), desc(aftersales.id))
    .limit(operatorLimit(limit));
}

export const approveAs = (db: DB, r: AsRow, note = '', actor = AS_OPERATOR) =>
  db.transaction((tx) => applyAs(tx, r.id, 'approve', actor, { note: note || (r.type === 2 ? '同意退货退款，请寄回商品' : '同意退款') }));

export function rejectAs(db: DB, r: AsRow, reason: string, actor = AS_OPERATOR) {
  assertReason(reason);
  return db.transaction((tx) =>
    applyAs(tx, r.id, 'reject', actor, { note: reason.trim(), set: { rejectReason: reason.trim().slice(0, 200) } }),
  );
}

export const receiveAs = (db: DB, r: AsRow, note = '', actor = AS_OPERATOR) =>
  db.transaction((tx) => applyAs(tx, r.id, 'receive', actor, { note: note || '已收到退货，验收无误' }));

export const refundAs = (db: DB, r: AsRow, note = '', actor = AS_OPERATOR) =>
  db.transaction((tx) => applyAs(tx, r.id, refundActionFor(r.type), actor, { note: note || `已退款${formatPrice(r.refundAmount)}` }));

/**
 * The queues: waiting for a decision, for the returned goods, or for the refund. 待退款 is by state and type
 * (an approved return waits for the goods, not for a refund), so a queue is a list of cases, not of states.
 */
export const AS_QUEUES = {
  decide: { label: '售后待审核', cases: [{ state: 'submitted' }] },
  returning: { label: '待收退货', cases: [{ state: 'returning' }] },
  refund: { label: '待退款', cases: REFUNDABLE },
} as const satisfies Record<string, { label: string; cases: readonly AsCase[] }>;
export type AsQueueKey = keyof typeof AS_QUEUES;

/** A queue named by its key (refund) or its label (待退款), as operators type it; null when there is none. */
export function parseAsQueue(s: string): AsQueueKey | null {
  const keys = Object.keys(AS_QUEUES) as AsQueueKey[];
  return keys.find((k) => k === s || AS_QUEUES[k].label === s) ?? null;
}

/** The records of these cases: what a queue's list shows and its count counts. */
export function asCasesWhere(cases: readonly AsCase[]): SQL {
  const one = (c: AsCase) => (c.type ? and(eq(aftersales.state, c.state), eq(aftersales.type, c.type))! : eq(aftersales.state, c.state));
  return or(...cases.map(one)) ?? sql`false`;
}

/** How many records each queue holds, in one query, with the same conditions as the queue's list. */
export async function countAsQueues(db: DB): Promise<Record<AsQueueKey, number>> {
  const keys = Object.keys(AS_QUEUES) as AsQueueKey[];
  const [row] = await db
    .select(Object.fromEntries(keys.map((k) => [k, sql<number>`(count(*) filter (where ${asCasesWhere(AS_QUEUES[k].cases)}))::int`])))
    .from(aftersales);
  return Object.fromEntries(keys.map((k) => [k, Number(row?.[k] ?? 0)])) as Record<AsQueueKey, number>;
}

/** After-sales records for the back office: filtered (queue or state, company, record or order number, product, date), newest first. */
export async function searchAsForOperator(db: DB, f: WorkFilter<AsCase>) {
  const conds = workConds({ ...f, states: undefined }, aftersales);
  if (f.states?.length) conds.push(asCasesWhere(f.states));
  if (f.no) conds.push(or(ilike(aftersales.asNo, likePattern(f.no)), ilike(orders.orderNo, likePattern(f.no)))!);
  if (f.product) conds.push(lineMatches(db, f.product, eq(orderLines.id, aftersales.orderLineId)));
  const where = conds.length ? and(...conds) : undefined;
  const base = () =>
    db
      .select({ r: aftersales, orderNo: orders.orderNo, company: companies.name, product: orderLines.productName })
      .from(aftersales)
      .innerJoin(orders, eq(orders.id, aftersales.orderId))
      .innerJoin(companies, eq(companies.id, aftersales.companyId))
      .innerJoin(orderLines, eq(orderLines.id, aftersales.orderLineId));
  const list = await base()
    .where(where)
    .orderBy(desc(aftersales.createdAt), desc(aftersales.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(aftersales)
    .innerJoin(orders, eq(orders.id, aftersales.orderId))
    .innerJoin(companies, eq(companies.id, aftersales.companyId))
    .where(where)) as [{ total: number }];
  return { list, total };
}

/** One record for the back office: its order, line, company, who applied, photos and history. */
export async function asForOperator(db: DB, id: number) {
  const [row] = await db
    .select({
      r: aftersales,
      orderNo: orders.orderNo,
      orderState: orders.state,
      company: companies.name,
      line: orderLines,
      phone: users.phone,
      applicant: users.realName,
      freight: orders.freight,
      shippedAt: orders.shippedAt,
      discount: orders.discount,
    })
    .from(aftersales)
    .innerJoin(orders, eq(orders.id, aftersales.orderId))
    .innerJoin(companies, eq(companies.id, aftersales.companyId))
    .innerJoin(orderLines, eq(orderLines.id, aftersales.orderLineId))
    .innerJoin(users, eq(users.id, aftersales.userId))
    .where(eq(aftersales.id, id));
  if (!row) throw notFound('售后单不存在');
  const { freight, shippedAt, discount, ...rest } = row;
  const history = await historyOf(db, 'aftersale', id);
  // What the buyer paid for the line (its total less its coupon share): the cap the claim was checked against; what the
  // line's other open or refunded records take of it, and what that leaves for this one (a second partial claim).
  const line = (await claimableLines(db, { id: row.r.orderId, discount, freight, shippedAt }, id)).find((l) => l.id === row.line.id);
  const linePaid = line?.cap ?? 0;
  const lineOthers = { ...(line?.used ?? { num: 0, amount: 0 }), left: line?.leftAmount ?? 0 };
  return { ...rest, linePaid, lineOthers, history, ...systemRefundOf(row.r) };
}

/**
 * A record the platform opened (a failed group-buy seat) was filed by no one: the pages (staff's and the buyer's) say
 * so. Both name the order's freight when the record refunds it (the last record of an order never shipped, buyer's or
 * platform's, lastClaimFreight): it lies above the line's paid amount, the cap of the goods.
 */
export const systemRefundOf = (r: Pick<AsRow, 'reason' | 'freight'>) => ({ system: isSystemRecord(r), freightIncluded: r.freight });

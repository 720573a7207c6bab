// The exception queue (异常付款): payments the system could not apply and staff must handle by hand — a WeChat
// payment that does not match its order (wrong amount, or it arrived after the order was cancelled) and a transfer
// receipt left pending when the order got paid another way (double-pay.ts). Staff check the money, refund it outside
// the system or apply it, then close the record out with a note saying what they did (exception → resolved, logged).
// The back office (/admin/payments) and `npm run ops -- payment:exceptions | payment:resolve` read and move it here.
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { companies, orders, payments, stateTransitions } from '~/lib/server/db/schema/index.ts';
import { likePattern } from '~/lib/server/catalogue/products.ts';
import { workConds, type WorkFilter } from '~/lib/server/orders/operator.ts';
import { badRequest, notFound } from '~/lib/server/http.ts';
import { apply, countByState, type Actor } from '~/lib/server/state/engine.ts';
import { operatorLimit } from '~/lib/shared/paging.ts';
import { parseId } from '~/lib/shared/ids.ts';
import { paymentMachine, type PaymentRow } from './state.ts';

/** What the queue lists: open exceptions and, to look back, the ones handled. */
export const EXCEPTION_STATES = ['exception', 'resolved'] as const;
export const EXCEPTION_QUEUE = { label: '异常付款', open: 'exception' } as const;

export async function paymentByRef(db: DB, ref: string | number): Promise<PaymentRow> {
  const id = parseId(String(ref));
  const [p] = id ? await db.select().from(payments).where(eq(payments.id, id)) : [];
  if (!p) throw notFound(`付款记录不存在：${ref}`);
  return p;
}

/** How many exceptions wait for staff (the dashboard's 异常付款). */
export async function countOpenExceptions(db: DB): Promise<number> {
  return (await countByState(db, paymentMachine)).exception ?? 0;
}

/** The note staff wrote when closing it out (the log of the move). */
const resolution = sql<string | null>`(select t.note from ${stateTransitions} t
  where t.kind = 'payment' and t.record_id = ${payments.id} and t.to_state = 'resolved' order by t.id desc limit 1)`;

const queueRows = (db: DB) =>
  db
    .select({
      p: payments,
      orderNo: orders.orderNo,
      orderState: orders.state,
      payable: orders.payable,
      company: companies.name,
      resolution,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(companies, eq(companies.id, payments.companyId));

/** The back office's list: filtered by state (default both), company, order number and date, newest first. */
export async function searchPaymentExceptions(db: DB, f: WorkFilter) {
  const conds = workConds({ ...f, states: f.states?.length ? f.states : [...EXCEPTION_STATES] }, payments);
  if (f.no) conds.push(ilike(orders.orderNo, likePattern(f.no)));
  const where = and(...conds);
  const list = await queueRows(db)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(where)) as [{ total: number }];
  return { list, total };
}

/** `ops payment:exceptions`: the open ones (or every one with `all`), newest first. */
export function listPaymentExceptions(db: DB, all = false, limit = 50) {
  return queueRows(db)
    .where(inArray(payments.state, all ? [...EXCEPTION_STATES] : [EXCEPTION_QUEUE.open]))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(operatorLimit(limit));
}

/** Closes an exception out once handled; the note (required) says how, and is the move's log entry. */
export async function resolvePaymentException(db: DB, p: PaymentRow, note: string, actor: Actor): Promise<PaymentRow> {
  const how = note.trim();
  if (!how) throw badRequest('请填写处理说明');
  return db.transaction((tx) => apply(tx, paymentMachine, p.id, 'resolve', actor, { note: how }));
}

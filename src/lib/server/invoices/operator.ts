// What operators do to invoice requests (npm run ops): list, issue by attaching the PDF, reject with a reason.
// The buyer gets a notice either way.
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { companies, files, invoiceOrders, invoices, orderLines, orders } from '~/lib/server/db/schema/index.ts';
import { likePattern } from '~/lib/server/catalogue/products.ts';
import { lineMatches, workConds, type WorkFilter } from '~/lib/server/orders/operator.ts';
import { assertReason, badRequest, conflict, notFound } from '~/lib/server/http.ts';
import { config } from '~/lib/server/config.ts';
import { RULES, attachUpload, receiveUpload, storeUpload } from '~/lib/server/uploads.ts';
import { apply, refusalOf, type Actor } from '~/lib/server/state/engine.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import { invoiceMachine, type InvoiceRow } from './state.ts';
import { issueRefusal } from './request.ts';
import { needsRedFlush, RED_FLUSH, redFlushDue, refundedAfterIssue } from './red-flush.ts';
import { operatorLimit } from '~/lib/shared/paging.ts';

export type { InvoiceRow };

export async function invoiceByRef(db: DB, ref: string): Promise<InvoiceRow> {
  const where = /^\d{1,9}$/.test(ref) ? eq(invoices.id, Number(ref)) : eq(invoices.invoiceNo, ref.trim());
  const [r] = await db.select().from(invoices).where(where);
  if (!r) throw notFound(`发票申请不存在：${ref}`);
  return r;
}

/** `ops invoice:list`: by state, or (`refundedOnly`) the issued ones refunded after issue, which need 红冲. */
export function listInvoicesForOperator(db: DB, states: string[], limit = 50, refundedOnly = false) {
  return db
    .select({ inv: invoices, company: companies.name, redFlushDue })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(states.length ? inArray(invoices.state, states) : undefined, refundedOnly ? needsRedFlush : undefined))
    .orderBy(desc(invoices.createdAt))
    .limit(operatorLimit(limit));
}

/** The command line's operator (no account): the machine's own name for it, 平台运营. Staff decisions name the staff member (staff/decisions.ts). */
const OPERATOR: Actor = { type: 'operator' };

/**
 * Refuses a request the machine would not issue (already issued or rejected), or whose orders no longer come to what
 * it asks (issueRefusal: a refund or after-sales since the request). Asked before the PDF is stored, and again in the
 * issuing transaction.
 */
async function assertIssuable(db: DB | Tx, inv: InvoiceRow) {
  const why = refusalOf(invoiceMachine, inv.state, 'issue', 'operator') ?? (await issueRefusal(db, inv.id));
  if (why) throw conflict(why);
}
/** Issued invoices are private files of the requesting company (its buyers download them from “我的发票”). */
const ownerOf = (inv: InvoiceRow) => ({ id: undefined, companyId: inv.companyId }) as unknown as SessionUser;

/** Reads the PDF (a relative path is taken from the project folder, where `npm run ops` runs), stores it privately for the company, marks the request issued. */
export async function issueInvoice(db: DB, inv: InvoiceRow, file: string, actor: Actor = OPERATOR, now = new Date()) {
  await assertIssuable(db, inv);
  if (!file) throw badRequest('请指定发票PDF文件');
  const abs = path.resolve(config.appRoot, file);
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(abs);
  } catch {
    throw badRequest(`读取文件失败：${abs}`);
  }
  const stored = await storeUpload(db, ownerOf(inv), RULES.invoice, new Uint8Array(bytes), `发票-${inv.invoiceNo}.pdf`);
  return attachUpload(db, stored, () => markIssued(db, inv, stored.id, now, file, actor));
}

/** The back office's way: the PDF arrives as an upload (multipart `file`), checked before anything is stored. */
export async function issueInvoiceUpload(db: DB, inv: InvoiceRow, request: Request, actor: Actor = OPERATOR, now = new Date()) {
  await assertIssuable(db, inv);
  const stored = await receiveUpload(db, request, ownerOf(inv), RULES.invoice);
  return attachUpload(db, stored, () => markIssued(db, inv, stored.id, now, '后台上传', actor));
}

/** The machine's move (its effects send the buyer's notice). */
function markIssued(db: DB, inv: InvoiceRow, fileId: number, now: Date, note: string, actor: Actor) {
  return db.transaction(async (tx) => {
    await assertIssuable(tx, inv);
    return apply(tx, invoiceMachine, inv.id, 'issue', actor, { note, set: { fileId, issuedAt: now } });
  });
}

export async function rejectInvoice(db: DB, inv: InvoiceRow, reason: string, actor: Actor = OPERATOR, now = new Date()) {
  assertReason(reason);
  return db.transaction((tx) =>
    apply(tx, invoiceMachine, inv.id, 'reject', actor, {
      note: reason.trim(),
      set: { rejectReason: reason.trim().slice(0, 200), rejectedAt: now },
    }),
  );
}

/**
 * Invoice requests for the back office: filtered (state, or RED_FLUSH's key for the issued ones refunded after issue;
 * company, request or order number, product on its orders, date), newest first.
 */
export async function searchInvoicesForOperator(db: DB, f: WorkFilter) {
  const states = f.states?.filter((s) => s !== RED_FLUSH.key) ?? [];
  const conds = workConds({ ...f, states: undefined }, invoices);
  const byState = [states.length ? inArray(invoices.state, states) : null, f.states?.includes(RED_FLUSH.key) ? needsRedFlush : null];
  if (byState.some(Boolean)) conds.push(or(...byState.filter((c) => c !== null))!);
  const onOrders = (cond: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(invoiceOrders)
        .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
        .where(and(eq(invoiceOrders.invoiceId, invoices.id), cond)),
    );
  if (f.no) conds.push(or(ilike(invoices.invoiceNo, likePattern(f.no)), onOrders(ilike(orders.orderNo, likePattern(f.no))))!);
  if (f.product) conds.push(onOrders(lineMatches(db, f.product, eq(orderLines.orderId, orders.id))));
  const where = conds.length ? and(...conds) : undefined;
  const list = await db
    .select({ inv: invoices, company: companies.name, redFlushDue })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)) as [{ total: number }];
  return { list, total };
}

/**
 * One request for the back office: its company, orders and the issued file, what was refunded after issue and is not
 * red-flushed yet, and its state history (who requested, issued, rejected or withdrew it).
 */
export async function invoiceForOperator(db: DB, id: number) {
  const [row] = await db
    .select({
      inv: invoices,
      company: companies.name,
      fileKey: files.key,
      fileName: files.originalName,
      refundedAfterIssue,
      redFlushDue,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(files, eq(files.id, invoices.fileId))
    .where(eq(invoices.id, id));
  if (!row) throw notFound('发票申请不存在');
  const ordersOf = await db
    .select({ id: orders.id, orderNo: orders.orderNo, state: orders.state, amount: invoiceOrders.amount, active: invoiceOrders.active })
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
    .where(eq(invoiceOrders.invoiceId, id))
    .orderBy(orders.id);
  return { ...row, orders: ordersOf, history: await historyOf(db, 'invoice', id) };
}

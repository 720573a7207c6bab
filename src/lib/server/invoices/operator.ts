// What operators do to invoice requests (npm run ops): list, issue by attaching the PDF, reject with a reason.
// The buyer gets a notice either way.
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { companies, invoiceOrders, invoices } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http.ts';
import { config } from '../config.ts';
import { RULES, storeUpload } from '../uploads.ts';
import { notify } from '../notices/send.ts';
import { formatPrice } from '../../shared/money.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export async function invoiceByRef(db: DB, ref: string): Promise<InvoiceRow> {
  const where = /^\d{1,9}$/.test(ref) ? eq(invoices.id, Number(ref)) : eq(invoices.invoiceNo, ref.trim());
  const [r] = await db.select().from(invoices).where(where);
  if (!r) throw notFound(`发票申请不存在：${ref}`);
  return r;
}

export function listInvoicesForOperator(db: DB, states: string[], limit = 50) {
  return db.select({ inv: invoices, company: companies.name }).from(invoices).innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(states.length ? inArray(invoices.state, states) : undefined).orderBy(desc(invoices.createdAt)).limit(Math.min(Math.max(limit, 1), 500));
}

/** Reads the PDF (a relative path is taken from the project folder, where `npm run ops` runs), stores it privately for the company, marks the request issued. */
export async function issueInvoice(db: DB, inv: InvoiceRow, file: string, now = new Date()) {
  if (inv.state !== 'requested') throw conflict(`发票申请当前状态为「${inv.state === 'issued' ? '已开票' : '已驳回'}」，不能开票`);
  if (!file) throw badRequest('请指定发票PDF文件');
  const abs = path.resolve(config.appRoot, file);
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(abs);
  } catch {
    throw badRequest(`读取文件失败：${abs}`);
  }
  const stored = await storeUpload(db, { id: undefined, companyId: inv.companyId } as unknown as SessionUser, RULES.invoice, new Uint8Array(bytes), `发票-${inv.invoiceNo}.pdf`);
  return db.transaction(async (tx) => {
    const [done] = await tx.update(invoices).set({ state: 'issued', fileId: stored.id, issuedAt: now })
      .where(and(eq(invoices.id, inv.id), eq(invoices.state, 'requested'))).returning();
    if (!done) throw conflict('发票申请状态已变化，请刷新后重试');
    await notify(tx, { companyId: done.companyId, ownerId: done.userId, orderId: null, kind: 'invoice_issued', title: '发票已开具',
      content: `发票申请 ${done.invoiceNo}（${done.title}，${formatPrice(done.amount)}）已开具，可在“我的发票”中下载。`, link: '/invoice' }, now);
    return done;
  });
}

export async function rejectInvoice(db: DB, inv: InvoiceRow, reason: string, now = new Date()) {
  if (!reason.trim()) throw badRequest('请填写驳回原因');
  return db.transaction(async (tx) => {
    const [done] = await tx.update(invoices).set({ state: 'rejected', rejectReason: reason.trim().slice(0, 200), rejectedAt: now })
      .where(and(eq(invoices.id, inv.id), eq(invoices.state, 'requested'))).returning();
    if (!done) throw conflict('只能驳回待开票的申请');
    // The orders may be put on a new request.
    await tx.update(invoiceOrders).set({ active: false }).where(eq(invoiceOrders.invoiceId, done.id));
    await notify(tx, { companyId: done.companyId, ownerId: done.userId, orderId: null, kind: 'invoice_rejected', title: '发票申请被驳回',
      content: `发票申请 ${done.invoiceNo} 被驳回：${done.rejectReason}。请修改后重新申请。`, link: '/invoice' }, now);
    return done;
  });
}

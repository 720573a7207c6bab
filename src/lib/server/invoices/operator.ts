// What operators do to invoice requests (npm run ops): list, issue by attaching the PDF, reject with a reason.
// The buyer gets a notice either way.
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { companies, invoices } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http.ts';
import { config } from '../config.ts';
import { RULES, storeUpload } from '../uploads.ts';
import { apply, refusalOf, type Actor } from '../state/engine.ts';
import { invoiceMachine, type InvoiceRow } from './state.ts';
import { operatorLimit } from '../../shared/paging.ts';

export type { InvoiceRow };

export async function invoiceByRef(db: DB, ref: string): Promise<InvoiceRow> {
  const where = /^\d{1,9}$/.test(ref) ? eq(invoices.id, Number(ref)) : eq(invoices.invoiceNo, ref.trim());
  const [r] = await db.select().from(invoices).where(where);
  if (!r) throw notFound(`发票申请不存在：${ref}`);
  return r;
}

export function listInvoicesForOperator(db: DB, states: string[], limit = 50) {
  return db.select({ inv: invoices, company: companies.name }).from(invoices).innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(states.length ? inArray(invoices.state, states) : undefined).orderBy(desc(invoices.createdAt)).limit(operatorLimit(limit));
}

const OPERATOR: Actor = { type: 'operator' };

/** Reads the PDF (a relative path is taken from the project folder, where `npm run ops` runs), stores it privately for the company, marks the request issued. */
export async function issueInvoice(db: DB, inv: InvoiceRow, file: string, now = new Date()) {
  const why = refusalOf(invoiceMachine, inv.state, 'issue', 'operator');
  if (why) throw conflict(why);
  if (!file) throw badRequest('请指定发票PDF文件');
  const abs = path.resolve(config.appRoot, file);
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(abs);
  } catch {
    throw badRequest(`读取文件失败：${abs}`);
  }
  const stored = await storeUpload(db, { id: undefined, companyId: inv.companyId } as unknown as SessionUser, RULES.invoice, new Uint8Array(bytes), `发票-${inv.invoiceNo}.pdf`);
  return db.transaction((tx) => apply(tx, invoiceMachine, inv.id, 'issue', OPERATOR, { note: file, set: { fileId: stored.id, issuedAt: now } }));
}

export async function rejectInvoice(db: DB, inv: InvoiceRow, reason: string, now = new Date()) {
  if (!reason.trim()) throw badRequest('请填写驳回原因');
  return db.transaction((tx) => apply(tx, invoiceMachine, inv.id, 'reject', OPERATOR, { note: reason.trim(), set: { rejectReason: reason.trim().slice(0, 200), rejectedAt: now } }));
}

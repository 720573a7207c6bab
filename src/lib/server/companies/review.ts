// Operators review company registrations: pending → approved | rejected (with a reason the company sees).
import { desc, eq, or } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { COMPANY_STATUS_NAMES, COMPANY_STATUSES, type CompanyStatus } from '../../shared/labels.ts';
import { badRequest, notFound } from '../http.ts';

/** A company by id, exact name, or the phone of one of its users. */
export async function companyByRef(db: DB, ref: string) {
  const r = ref.trim();
  if (/^1\d{10}$/.test(r)) {
    const [u] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.phone, r));
    if (u) return (await db.select().from(companies).where(eq(companies.id, u.companyId)))[0]!;
  }
  const [c] = await db.select().from(companies).where(/^\d{1,9}$/.test(r) ? eq(companies.id, Number(r)) : or(eq(companies.name, r)));
  if (!c) throw notFound(`企业不存在：${ref}`);
  return c;
}

export async function listCompanies(db: DB, status?: string, limit = 50) {
  if (status && !(COMPANY_STATUSES as readonly string[]).includes(status)) throw badRequest(`状态只能是 ${COMPANY_STATUSES.join(' / ')}`);
  return db.select({ id: companies.id, name: companies.name, creditCode: companies.creditCode, contactName: companies.contactName, status: companies.status, createdAt: companies.createdAt })
    .from(companies)
    .where(status ? eq(companies.status, status as CompanyStatus) : undefined)
    .orderBy(desc(companies.createdAt))
    .limit(Math.min(Math.max(limit, 1), 500));
}

export async function reviewCompany(db: DB, ref: string, decision: 'approved' | 'rejected', reason = '') {
  const c = await companyByRef(db, ref);
  if (decision === 'rejected' && !reason.trim()) throw badRequest('请填写驳回原因');
  if (c.status === decision) throw badRequest(`企业「${c.name}」已是${COMPANY_STATUS_NAMES[decision]}状态`);
  const [done] = await db.update(companies)
    .set({ status: decision, rejectReason: decision === 'rejected' ? reason.trim().slice(0, 200) : null, reviewedAt: new Date() })
    .where(eq(companies.id, c.id))
    .returning();
  return done!;
}

// Operators review company registrations: pending → approved | rejected (with a reason the company sees).
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { COMPANY_STATUS, type CompanyStatus } from '../db/schema/accounts.ts';
import { badRequest, notFound } from '../http.ts';
import { likePattern } from '../catalogue/products.ts';
import { accountsChanged } from '../auth/sessions.ts';

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
  if (status && !(COMPANY_STATUS as readonly string[]).includes(status)) throw badRequest(`状态只能是 ${COMPANY_STATUS.join(' / ')}`);
  return db.select({ id: companies.id, name: companies.name, creditCode: companies.creditCode, contactName: companies.contactName, status: companies.status, createdAt: companies.createdAt })
    .from(companies)
    .where(status ? eq(companies.status, status as CompanyStatus) : undefined)
    .orderBy(desc(companies.createdAt))
    .limit(Math.min(Math.max(limit, 1), 500));
}

export async function reviewCompany(db: DB, ref: string, decision: 'approved' | 'rejected', reason = '') {
  const c = await companyByRef(db, ref);
  if (decision === 'rejected' && !reason.trim()) throw badRequest('请填写驳回原因');
  if (c.status === decision) throw badRequest(`企业「${c.name}」已是${decision === 'approved' ? '已认证' : '未通过'}状态`);
  const [done] = await db.update(companies)
    .set({ status: decision, rejectReason: decision === 'rejected' ? reason.trim().slice(0, 200) : null, reviewedAt: new Date() })
    .where(eq(companies.id, c.id))
    .returning();
  await accountsChanged(db); // the company's sessions carry its review status
  return done!;
}

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = { pending: '审核中', approved: '已认证', rejected: '未通过' };

export async function countCompaniesByStatus(db: DB): Promise<Record<string, number>> {
  const rows = await db.select({ status: companies.status, n: sql<number>`count(*)::int` }).from(companies).groupBy(companies.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Companies for the back office: by status, part of the name, credit code or a user's phone, registration date; newest first. */
export async function searchCompanies(db: DB, f: { states?: string[]; company?: string; no?: string; from?: Date; to?: Date; page: number; limit: number }) {
  const conds: SQL[] = [];
  if (f.states?.length) conds.push(or(...f.states.map((st) => eq(companies.status, st as CompanyStatus)))!);
  if (f.company) conds.push(ilike(companies.name, likePattern(f.company)));
  if (f.no) conds.push(or(ilike(companies.creditCode, likePattern(f.no)), sql`exists (select 1 from ${users} where ${users.companyId} = ${companies.id} and ${users.phone} = ${f.no.trim()})`)!);
  if (f.from) conds.push(gte(companies.createdAt, f.from));
  if (f.to) conds.push(lt(companies.createdAt, f.to));
  const where = conds.length ? and(...conds) : undefined;
  const list = await db.select({
    id: companies.id, name: companies.name, creditCode: companies.creditCode, contactName: companies.contactName, status: companies.status, createdAt: companies.createdAt,
    phone: sql<string>`(select ${users.phone} from ${users} where ${users.companyId} = ${companies.id} and ${users.parentId} is null order by ${users.id} limit 1)`,
  }).from(companies).where(where).orderBy(desc(companies.createdAt), desc(companies.id)).limit(f.limit).offset((f.page - 1) * f.limit);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where)) as [{ total: number }];
  return { list, total };
}

/** One company for the back office: its row, its main account and how many users it has. */
export async function companyForOperator(db: DB, id: number) {
  const [c] = await db.select().from(companies).where(eq(companies.id, id));
  if (!c) throw notFound('企业不存在');
  const people = await db.select({ id: users.id, phone: users.phone, realName: users.realName, nickname: users.nickname, parentId: users.parentId, identity: users.identity, status: users.status })
    .from(users).where(eq(users.companyId, id)).orderBy(users.id);
  return { company: c, people };
}

// Company registrations, the one module that writes companies: created at registration (pending), reviewed by
// operators (approved | rejected, with a reason the company sees), resubmitted by a rejected company's main account.
import { versionOf } from '~/lib/server/seen-version.ts';
import { and, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { companies, users } from '~/lib/server/db/schema/index.ts';
import { COMPANY_STATUS_NAMES, COMPANY_STATUSES, type CompanyStatus } from '~/lib/shared/labels.ts';
import { assertReason, badRequest, conflict, notFound } from '~/lib/server/http.ts';
import { apply, logCreation, refusalOf, type Actor } from '~/lib/server/state/engine.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import { companyMachine, type CompanyRow } from './state.ts';
import { licenceIsPdf } from './licence.ts';
import { operatorLimit } from '~/lib/shared/paging.ts';
import { likePattern } from '~/lib/server/catalogue/products.ts';
import { outer } from '~/lib/server/db/prepared.ts';
import { accountsChanged } from '~/lib/server/auth/sessions.ts';
import { isUniqueViolation } from '~/lib/server/db/errors.ts';
import { COMPANY_NAME_TAKEN, CREDIT_CODE_TAKEN } from '~/lib/shared/messages.ts';

/** A company by id, exact name, or the phone of one of its users. */
export async function companyByRef(db: DB, ref: string) {
  const r = ref.trim();
  if (/^1\d{10}$/.test(r)) {
    const [u] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.phone, r));
    if (u) return (await db.select().from(companies).where(eq(companies.id, u.companyId)))[0]!;
  }
  const [c] = await db
    .select()
    .from(companies)
    .where(/^\d{1,9}$/.test(r) ? eq(companies.id, Number(r)) : or(eq(companies.name, r)));
  if (!c) throw notFound(`企业不存在：${ref}`);
  return c;
}

/** Companies, newest first, each with the version of its reviewed facts (what a review decision names). */
export async function listCompanies(db: DB, status?: string, limit = 50) {
  if (status && !(COMPANY_STATUSES as readonly string[]).includes(status)) throw badRequest(`状态只能是 ${COMPANY_STATUSES.join(' / ')}`);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      creditCode: companies.creditCode,
      contactName: companies.contactName,
      licenseUrl: companies.licenseUrl,
      status: companies.status,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(status ? eq(companies.status, status as CompanyStatus) : undefined)
    .orderBy(desc(companies.createdAt))
    .limit(operatorLimit(limit));
  return rows.map((c) => ({ ...c, version: reviewVersion(c) }));
}

/** The command line's operator (no account): the machine's own name for it, 平台运营. */
const OPERATOR: Actor = { type: 'operator' };

/** What staff review: the registration's facts (name, credit code, contact, licence file). */
type ReviewedFacts = Pick<CompanyRow, 'name' | 'creditCode' | 'contactName' | 'licenseUrl'>;

/**
 * The version of a company's reviewed facts, as the review page shows them: a short digest that changes whenever the
 * company replaces its licence or resubmits another name. The page sends it with an approval, so an approval answers
 * to the facts staff saw and not to ones the company put in while they looked.
 */
export function reviewVersion(c: ReviewedFacts): string {
  return versionOf([c.name, c.creditCode ?? '', c.contactName, c.licenseUrl ?? '']);
}

export const REVIEW_STALE = '企业资料已更新，请刷新后重新审核';

/**
 * What staff are told before approving a company that uploaded no business licence (the review page's confirmation,
 * `ops company:show` and `company:approve`). Not a refusal: staff may have checked the licence offline.
 */
export const licenceMissing = (c: Pick<CompanyRow, 'licenseUrl'>) => (c.licenseUrl ? null : '该企业未上传营业执照');

/**
 * Approves or rejects a registration. `seen` is the reviewVersion staff saw (the review page's, or the one
 * `ops company:show` printed): the decision is refused (409) if the facts changed since, checked while the company's
 * row is locked (a licence upload writes that row too). `actor`: who decides, as the company's 状态记录 names them (the
 * staff member, staff/decisions.ts; the command line's operator by default).
 */
export async function reviewCompany(
  db: DB,
  ref: string,
  decision: 'approved' | 'rejected',
  reason: string,
  seen: string,
  actor: Actor = OPERATOR,
) {
  const c = await companyByRef(db, ref);
  if (decision === 'rejected') assertReason(reason);
  const action = decision === 'approved' ? 'approve' : 'reject';
  if (refusalOf(companyMachine, c.status, action, 'operator'))
    throw badRequest(`企业「${c.name}」已是${COMPANY_STATUS_NAMES[c.status]}状态`);
  const done = await db.transaction((tx) =>
    apply(tx, companyMachine, c.id, action, actor, {
      note: reason.trim(),
      set: { rejectReason: decision === 'rejected' ? reason.trim().slice(0, 200) : null },
      // thrown rather than returned: a stale page is a conflict (409), not the machine's 400 for a refused move
      guard: (row) => {
        if (reviewVersion(row) !== seen) throw conflict(REVIEW_STALE);
        return null;
      },
    }),
  );
  await accountsChanged(db); // the company's sessions carry its review status
  return done;
}

/** Said when a 统一社会信用代码 is another company's already: that company is registered; its main account adds people. */
export const creditCodeTaken = () => conflict(CREDIT_CODE_TAKEN, 'creditCode');

/** The company holding this (normalised, zCreditCode) code, other than `except`: null when none. One code, one company. */
export async function creditCodeHolder(db: DB | Tx, code: string, except = 0): Promise<number | null> {
  const [r] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.creditCode, code), ne(companies.id, except)))
    .limit(1);
  return r?.id ?? null;
}

/** A new company, pending review (registration); null when its name or its code is taken (both are unique). */
export async function createCompany(tx: Tx, input: { name: string; creditCode: string; contactName: string }): Promise<CompanyRow | null> {
  const [company] = await tx
    .insert(companies)
    .values({ name: input.name.trim(), creditCode: input.creditCode, contactName: input.contactName.trim(), status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return company ?? null;
}

/** Logs a registration once its main account exists (the account is who registered). */
export const logRegistration = (tx: Tx, company: CompanyRow, actor: Actor) =>
  logCreation(tx, companyMachine, company, actor, '企业注册', 'register');

/** A rejected company's main account resubmits its registration with corrected facts; it goes back to review. */
export async function resubmitCompany(
  db: DB,
  companyId: number,
  input: { companyName: string; creditCode: string; contactName: string },
  actor: Actor,
) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw badRequest('企业不存在');
  const why = refusalOf(companyMachine, company.status, 'resubmit', 'user');
  if (why) throw badRequest(why);
  const name = input.companyName.trim();
  const clash = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, name), ne(companies.id, company.id)));
  if (clash.length) throw conflict(COMPANY_NAME_TAKEN, 'companyName');
  if (await creditCodeHolder(db, input.creditCode, company.id)) throw creditCodeTaken();
  try {
    await db.transaction((tx) =>
      apply(tx, companyMachine, company.id, 'resubmit', actor, {
        note: `企业名称：${name}；统一社会信用代码：${input.creditCode}`,
        set: { name, creditCode: input.creditCode, contactName: input.contactName.trim() },
      }),
    );
  } catch (e) {
    // Another company took the name or the code between the check and the update (both are unique).
    if (!isUniqueViolation(e)) throw e;
    throw (await creditCodeHolder(db, input.creditCode, company.id)) ? creditCodeTaken() : conflict(COMPANY_NAME_TAKEN, 'companyName');
  }
  await accountsChanged(db); // the company's sessions carry its review status
  return { status: 'pending' as const };
}

/** Companies for the back office: by status, part of the name, credit code or a user's phone, registration date; newest first. */
export async function searchCompanies(
  db: DB,
  f: { states?: string[]; company?: string; no?: string; from?: Date; to?: Date; page: number; limit: number },
) {
  const conds: SQL[] = [];
  if (f.states?.length) conds.push(or(...f.states.map((st) => eq(companies.status, st as CompanyStatus)))!);
  if (f.company) conds.push(ilike(companies.name, likePattern(f.company)));
  if (f.no)
    conds.push(
      or(
        ilike(companies.creditCode, likePattern(f.no)),
        sql`exists (select 1 from ${users} where ${users.companyId} = ${companies.id} and ${users.phone} = ${f.no.trim()})`,
      )!,
    );
  if (f.from) conds.push(gte(companies.createdAt, f.from));
  if (f.to) conds.push(lt(companies.createdAt, f.to));
  const where = conds.length ? and(...conds) : undefined;
  const list = await db
    .select({
      id: companies.id,
      name: companies.name,
      creditCode: companies.creditCode,
      contactName: companies.contactName,
      status: companies.status,
      createdAt: companies.createdAt,
      // outer(): in this one-table select a bare companies.id would read as the subquery's users.id (every company showed
      // the same phone).
      phone: sql<string>`(select ${users.phone} from ${users} where ${users.companyId} = ${outer(companies.id)} and ${users.parentId} is null order by ${users.id} limit 1)`,
    })
    .from(companies)
    .where(where)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(companies)
    .where(where)) as [{ total: number }];
  return { list, total };
}

/**
 * One company for the back office: its row, its accounts, and its review history (who registered, resubmitted,
 * approved or rejected it: the staff member by name, state/log.ts).
 */
export async function companyForOperator(db: DB, id: number) {
  const [c] = await db.select().from(companies).where(eq(companies.id, id));
  if (!c) throw notFound('企业不存在');
  const people = await db
    .select({
      id: users.id,
      phone: users.phone,
      realName: users.realName,
      nickname: users.nickname,
      parentId: users.parentId,
      identity: users.identity,
      status: users.status,
    })
    .from(users)
    .where(eq(users.companyId, id))
    .orderBy(users.id);
  return { company: c, people, licenceIsPdf: await licenceIsPdf(db, c.licenseUrl), history: await historyOf(db, 'company', id) };
}

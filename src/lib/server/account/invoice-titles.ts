// Invoice titles are shared by the whole company (at most INVOICE_TITLE_LIMIT); exactly one is the default when any exist.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { companies, invoiceTitles } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound } from '~/lib/server/http.ts';
import { isForeignKeyViolation } from '~/lib/server/db/errors.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { INVOICE_TITLE_LIMIT, INVOICE_TITLE_LIMIT_REFUSAL } from '~/lib/shared/account-limits.ts';
import type { InvoiceTitleInput } from '~/lib/shared/invoice-title.ts';
import { INVOICE_TYPE_NAMES, labelOf } from '~/lib/shared/labels.ts';

const columns = {
  id: invoiceTitles.id,
  type: invoiceTitles.type,
  title: invoiceTitles.title,
  taxNo: invoiceTitles.taxNo,
  regAddress: invoiceTitles.regAddress,
  regPhone: invoiceTitles.regPhone,
  bank: invoiceTitles.bank,
  bankAccount: invoiceTitles.bankAccount,
  isDefault: invoiceTitles.isDefault,
  createdAt: invoiceTitles.createdAt,
};

/** A title of the same type, name and 税号 as one the company keeps. */
export const DUPLICATE_TITLE = '已有相同的发票抬头（类型、名称和税号都相同），请直接选用，无需重复添加';

const shape = <T extends { type: number }>(r: T) => ({ ...r, typeName: labelOf(INVOICE_TYPE_NAMES, r.type) });
export type InvoiceTitle = ReturnType<typeof shape<{ [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] }>>;

/**
 * The company's own title as registered (its name and 统一社会信用代码, the title most companies invoice to), or null
 * when it registered without a code: 新增发票抬头 starts from it while no title of the list carries that code.
 */
export async function ownTitleDraft(db: DB, me: SessionUser) {
  const [c] = await db
    .select({ name: companies.name, creditCode: companies.creditCode })
    .from(companies)
    .where(eq(companies.id, me.companyId));
  return c?.creditCode ? { title: c.name, taxNo: c.creditCode } : null;
}

export async function listInvoiceTitles(db: DB | Tx, me: SessionUser): Promise<InvoiceTitle[]> {
  const rows = await db
    .select(columns)
    .from(invoiceTitles)
    .where(eq(invoiceTitles.companyId, me.companyId))
    .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id));
  return rows.map(shape);
}

/** One title of the caller's company, or 404 (also for other companies' ids). Orders use it at settlement. */
export async function getInvoiceTitle(db: DB | Tx, me: SessionUser, id: number): Promise<InvoiceTitle> {
  const [row] = await db
    .select(columns)
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.companyId, me.companyId)));
  if (!row) throw notFound('发票抬头不存在');
  return shape(row);
}

async function makeDefault(tx: Tx, companyId: number, id: number) {
  await tx
    .update(invoiceTitles)
    .set({ isDefault: false })
    .where(and(eq(invoiceTitles.companyId, companyId), ne(invoiceTitles.id, id), eq(invoiceTitles.isDefault, true)));
  await tx
    .update(invoiceTitles)
    .set({ isDefault: true })
    .where(and(eq(invoiceTitles.companyId, companyId), eq(invoiceTitles.id, id)));
}

/** Creates (no id) or updates a title. The first one becomes the default; the default is moved, never switched off. */
export async function saveInvoiceTitle(db: DB, me: SessionUser, input: InvoiceTitleInput): Promise<InvoiceTitle> {
  const values = {
    type: input.type,
    title: input.title,
    taxNo: input.taxNo,
    regAddress: input.regAddress,
    regPhone: input.regPhone,
    bank: input.bank,
    bankAccount: input.bankAccount,
  };
  const id = await db.transaction(async (tx) => {
    await lockXact(tx, 'invoice-title', me.companyId);
    let id = input.id ?? 0;
    // The same title twice (a second 保存, or one typed again) was kept: the settlement then offered identical choices,
    // each taking one of the company's places.
    const [same] = await tx
      .select({ id: invoiceTitles.id })
      .from(invoiceTitles)
      .where(
        and(
          eq(invoiceTitles.companyId, me.companyId),
          eq(invoiceTitles.type, input.type),
          eq(invoiceTitles.title, input.title),
          eq(invoiceTitles.taxNo, input.taxNo),
          ne(invoiceTitles.id, id),
        ),
      )
      .limit(1);
    if (same) throw conflict(DUPLICATE_TITLE);
    if (id) {
      const [row] = await tx
        .update(invoiceTitles)
        .set(values)
        .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.companyId, me.companyId)))
        .returning({ id: invoiceTitles.id });
      if (!row) throw notFound('发票抬头不存在');
    } else {
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(invoiceTitles)
        .where(eq(invoiceTitles.companyId, me.companyId))) as [{ n: number }];
      if (n >= INVOICE_TITLE_LIMIT) throw badRequest(INVOICE_TITLE_LIMIT_REFUSAL);
      const [row] = await tx
        .insert(invoiceTitles)
        .values({ ...values, companyId: me.companyId, userId: me.id, isDefault: n === 0 })
        .returning({ id: invoiceTitles.id });
      id = row!.id;
    }
    if (input.isDefault) await makeDefault(tx, me.companyId, id);
    return id;
  });
  return getInvoiceTitle(db, me, id);
}

export async function setDefaultInvoiceTitle(db: DB, me: SessionUser, id: number): Promise<InvoiceTitle> {
  await db.transaction(async (tx) => {
    await lockXact(tx, 'invoice-title', me.companyId);
    await getInvoiceTitle(tx, me, id);
    await makeDefault(tx, me.companyId, id);
  });
  return getInvoiceTitle(db, me, id);
}

/** Deletes a title; when it was the default, the newest remaining one takes over. Issued invoices keep their own copy. */
export async function deleteInvoiceTitle(db: DB, me: SessionUser, id: number): Promise<{ id: number }> {
  await db
    .transaction(async (tx) => {
      await lockXact(tx, 'invoice-title', me.companyId);
      const [gone] = await tx
        .delete(invoiceTitles)
        .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.companyId, me.companyId)))
        .returning({ isDefault: invoiceTitles.isDefault });
      if (!gone) throw notFound('发票抬头不存在');
      if (gone.isDefault) {
        const [next] = await tx
          .select({ id: invoiceTitles.id })
          .from(invoiceTitles)
          .where(eq(invoiceTitles.companyId, me.companyId))
          .orderBy(desc(invoiceTitles.id))
          .limit(1);
        if (next) await makeDefault(tx, me.companyId, next.id);
      }
    })
    .catch((e: unknown) => {
      // Another domain may still point at the row (e.g. an invoice request): keep it rather than break that record.
      if (isForeignKeyViolation(e)) throw conflict('该发票抬头已被使用，无法删除');
      throw e;
    });
  return { id };
}

/** A sub-account is deleted: the titles it saved pass to its main account (they belong to the company). */
export async function handOverInvoiceTitles(tx: Tx, fromUserId: number, toUserId: number): Promise<void> {
  await tx.update(invoiceTitles).set({ userId: toUserId }).where(eq(invoiceTitles.userId, fromUserId));
}

// Sub-accounts of a company (子账号): only its main account manages them (the handlers call requireMain). The auth
// domain writes every account row (users): registration and profile in accounts.ts, sub-accounts here.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { users } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound } from '~/lib/server/http.ts';
import { hashPassword } from './password.ts';
import { accountsChanged, endUserSessions, type SessionUser } from './sessions.ts';
import { identityOf, SUB_IDENTITIES, type Permission } from './permissions.ts';
import { handOverInvoiceTitles } from '~/lib/server/account/invoice-titles.ts';
import { isForeignKeyViolation } from '~/lib/server/db/errors.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { SUB_ACCOUNT_LIMIT, SUB_ACCOUNT_LIMIT_REFUSAL } from '~/lib/shared/account-limits.ts';
import { ACCOUNT_STATUS_NAMES, labelOf } from '~/lib/shared/labels.ts';
import { ACCOUNT_PAGES } from '~/lib/shared/account-pages.ts';

export const PERMISSION_NAMES: Record<Permission, string> = {
  buy: '下单采购',
  'orders.company': '查看企业全部订单',
  pay: '支付订单',
  invoice: '发票与发票抬头',
  contract: '合同管理',
  aftersale: '申请售后',
  address: '收货地址管理',
  son: ACCOUNT_PAGES.childAcc.label,
};

/** GET /api/son/identity/list: the identities a sub-account may hold and what each grants. */
export function identityList() {
  return SUB_IDENTITIES.map((i) => ({
    key: i.key,
    name: i.name,
    description: i.description,
    permissions: i.permissions.map((p) => ({ key: p, name: PERMISSION_NAMES[p] })),
  }));
}

const columns = {
  id: users.id,
  phone: users.phone,
  realName: users.realName,
  nickname: users.nickname,
  identity: users.identity,
  status: users.status,
  createdAt: users.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
const shape = (r: Row) => ({ ...r, identityName: identityOf(r.identity).name, statusName: labelOf(ACCOUNT_STATUS_NAMES, r.status) });
export type SubAccount = ReturnType<typeof shape>;

const mine = (me: SessionUser, id: number) => and(eq(users.id, id), eq(users.parentId, me.id), eq(users.companyId, me.companyId));

export async function listSubAccounts(db: DB, me: SessionUser): Promise<SubAccount[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.parentId, me.id), eq(users.companyId, me.companyId)))
    .orderBy(asc(users.id));
  return rows.map(shape);
}

async function getSubAccount(db: DB, me: SessionUser, id: number): Promise<SubAccount> {
  const [row] = await db.select(columns).from(users).where(mine(me, id));
  if (!row) throw notFound('子账号不存在');
  return shape(row);
}

export async function addSubAccount(
  db: DB,
  me: SessionUser,
  input: { phone: string; realName: string; identity: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    await lockXact(tx, 'sub-account', me.companyId);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.parentId, me.id))) as [{ n: number }];
    if (n >= SUB_ACCOUNT_LIMIT) throw badRequest(SUB_ACCOUNT_LIMIT_REFUSAL);
    const [main] = await tx.select({ level: users.level }).from(users).where(eq(users.id, me.id));
    const [row] = await tx
      .insert(users)
      .values({
        companyId: me.companyId,
        parentId: me.id,
        phone: input.phone,
        passwordHash,
        realName: input.realName,
        nickname: input.realName,
        identity: input.identity,
        level: main?.level ?? 1,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Whose phone it is is not said (another company's account); what to do is.
    if (!row) throw conflict('该手机号已注册其他账号，请换一个手机号', 'phone');
    return row.id;
  });
  return getSubAccount(db, me, id);
}

export async function editSubAccount(
  db: DB,
  me: SessionUser,
  input: { id: number; realName: string; identity: string; password?: string },
) {
  const patch: Partial<typeof users.$inferInsert> = { realName: input.realName, identity: input.identity };
  if (input.password) patch.passwordHash = await hashPassword(input.password);
  const [row] = await db.update(users).set(patch).where(mine(me, input.id)).returning({ id: users.id });
  if (!row) throw notFound('子账号不存在');
  // A new password locks out whoever knew the old one (ending its sessions); an identity change reaches them at once.
  if (input.password) await endUserSessions(db, row.id, 'password');
  else await accountsChanged(db); // its sessions carry the identity
  return getSubAccount(db, me, row.id);
}

/** Enables or disables (status absent: toggles). Disabling ends every session of the sub-account at once. */
export async function setSubAccountStatus(db: DB, me: SessionUser, id: number, status?: 0 | 1) {
  const current = await getSubAccount(db, me, id);
  const next = status ?? (current.status === 1 ? 0 : 1);
  await db.update(users).set({ status: next }).where(mine(me, id));
  if (next !== 1) await endUserSessions(db, id, 'disabled');
  else await accountsChanged(db);
  return getSubAccount(db, me, id);
}

/**
 * Deletes a sub-account. Invoice titles it saved pass to the main account; when other records still point at it
 * (orders, contracts …) it cannot be deleted and should be disabled instead.
 */
export async function deleteSubAccount(db: DB, me: SessionUser, id: number) {
  await db
    .transaction(async (tx) => {
      const [row] = await tx.select({ id: users.id }).from(users).where(mine(me, id));
      if (!row) throw notFound('子账号不存在');
      await handOverInvoiceTitles(tx, id, me.id);
      await tx.delete(users).where(mine(me, id));
    })
    .catch((e: unknown) => {
      if (isForeignKeyViolation(e)) throw conflict('该子账号已有订单等业务记录，无法删除，可将其禁用');
      throw e;
    });
  await accountsChanged(db); // its sessions went with it
  return { id };
}

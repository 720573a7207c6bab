// Who may order, and who is acting: company review status, sub-account permissions, display names.
import { eq } from 'drizzle-orm';
import type { DB, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { can } from '../auth/permissions.ts';
import { forbidden } from '../http.ts';
import type { Actor } from './state.ts';

/** Only approved companies order; sub-accounts need the 'buy' permission. */
export function assertCanBuy(me: SessionUser) {
  if (me.companyStatus === 'pending') throw forbidden('企业资质正在审核中，审核通过后即可下单');
  if (me.companyStatus !== 'approved') throw forbidden('企业资质审核未通过，请重新提交企业资料，审核通过后即可下单');
  if (!can(me, 'buy')) throw forbidden('当前账号没有下单权限，请联系企业主账号');
}

export function assertCanPay(me: SessionUser) {
  if (!can(me, 'pay')) throw forbidden('当前账号没有付款权限，请联系企业主账号或财务');
}

export async function displayName(db: DB | Tx, userId: number): Promise<string> {
  const [u] = await db.select({ nickname: users.nickname, realName: users.realName, phone: users.phone }).from(users).where(eq(users.id, userId));
  return u ? u.realName || u.nickname || u.phone : '';
}

export async function userActor(db: DB | Tx, me: SessionUser): Promise<Actor> {
  return { type: 'user', userId: me.id, name: await displayName(db, me.id) };
}

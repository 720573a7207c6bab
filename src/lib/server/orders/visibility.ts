// Which orders a user may see: a main account (or a sub-account with 'orders.company') the company's, others their own.
import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { orders } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { can } from '~/lib/server/auth/permissions.ts';
import { notFound } from '~/lib/server/http.ts';

export const seesCompanyOrders = (me: SessionUser) => can(me, 'orders.company');

export function visibleOrders(me: SessionUser): SQL {
  return visibleOrdersBy(seesCompanyOrders(me), me.companyId, me.id);
}

/**
 * The same rule with the company and user given apart, as values or as a prepared statement's placeholders
 * (`company`: whether the reader sees the company's orders, from seesCompanyOrders).
 */
export function visibleOrdersBy(company: boolean, companyId: number | Placeholder, userId: number | Placeholder): SQL {
  return company ? eq(orders.companyId, companyId) : and(eq(orders.companyId, companyId), eq(orders.userId, userId))!;
}

/** The order if this user may see it; another company's id answers 404, never its data. */
export async function findVisibleOrder(db: DB | Tx, me: SessionUser, id: number) {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), visibleOrders(me)));
  if (!o) throw notFound('订单不存在');
  return o;
}

// Writing order notices: who hears about an order (its placer, and everyone in the company who sees all
// the company's orders: the main account, 管理员 and 财务), inside the caller's transaction.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import { orderNotices, users } from '~/lib/server/db/schema/index.ts';
import { IDENTITIES } from '~/lib/server/auth/permissions.ts';

export interface Notice {
  companyId: number;
  /** The user the record belongs to (order placer or after-sales applicant). */
  ownerId: number;
  orderId: number | null;
  aftersaleId?: number | null;
  kind: string;
  title: string;
  content: string;
  link: string;
}

const COMPANY_VIEWERS = IDENTITIES.filter((i) => i.key !== 'main' && i.permissions.includes('orders.company')).map((i) => i.key);

export async function recipients(tx: Tx, companyId: number, ownerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 1),
        or(eq(users.id, ownerId), isNull(users.parentId), inArray(users.identity, COMPANY_VIEWERS)),
      ),
    );
  const ids = new Set(rows.map((r) => r.id));
  ids.add(ownerId);
  return [...ids];
}

export async function notify(tx: Tx, n: Notice, at = new Date()): Promise<void> {
  const to = await recipients(tx, n.companyId, n.ownerId);
  await tx.insert(orderNotices).values(
    to.map((userId) => ({
      userId,
      companyId: n.companyId,
      orderId: n.orderId,
      aftersaleId: n.aftersaleId ?? null,
      kind: n.kind,
      title: n.title.slice(0, 60),
      content: n.content,
      link: n.link.slice(0, 120),
      createdAt: at,
    })),
  );
}

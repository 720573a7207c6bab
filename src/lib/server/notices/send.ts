// Writing order notices: who hears about an order (its placer, and everyone in the company who sees all
// the company's orders: the main account, 管理员 and 财务), inside the caller's transaction. Each notice goes only to
// those of them the permission table lets open what it links to (mayOpen): a 财务 has no after-sales screens, so
// hears of no after-sales decision.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import { orderNotices, users } from '~/lib/server/db/schema/index.ts';
import { IDENTITIES, mayOpen } from '~/lib/server/auth/permissions.ts';

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

/** Who hears of a record of the company: its owner and the company-wide viewers, those who may open `link`. */
export async function recipients(tx: Tx, companyId: number, ownerId: number, link: string): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id, parentId: users.parentId, identity: users.identity })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 1),
        or(eq(users.id, ownerId), isNull(users.parentId), inArray(users.identity, COMPANY_VIEWERS)),
      ),
    );
  // The owner is asked too (a sub-account's identity may have changed since); one no longer active hears anyway, as before.
  const ids = new Set(rows.filter((r) => !link || mayOpen(r, link)).map((r) => r.id));
  if (!rows.some((r) => r.id === ownerId)) ids.add(ownerId);
  return [...ids];
}

export async function notify(tx: Tx, n: Notice, at = new Date()): Promise<void> {
  const to = await recipients(tx, n.companyId, n.ownerId, n.link);
  if (!to.length) return;
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

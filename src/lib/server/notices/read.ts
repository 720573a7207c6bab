// A user's order notices (/orderInform): list, unread count (for the personal-centre menu badge), mark read.
// Each notice belongs to one user: nobody else can read or mark it.
import { and, count, desc, eq, inArray, type Placeholder } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { orderNotices } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { mayOpen } from '~/lib/server/auth/permissions.ts';

/**
 * Where a notice's 查看 leads this user: its screen when the permission table lets them open it, else its order's
 * page (every recipient sees the order: its placer or a company-wide viewer, send.ts), else nowhere. Notices are sent
 * only to who may open their link (send.ts); this is for those sent before that rule (a 财务 told of an after-sales
 * decision) and for an account whose identity changed since: never an after-sales screen that answers 当前账号没有此项权限.
 */
function linkFor(me: SessionUser, n: { link: string; orderId: number | null }): string {
  if (!n.link || mayOpen(me, n.link)) return n.link;
  return n.orderId ? `/orderDetail/${n.orderId}` : '';
}

export async function listNotices(db: DB, me: SessionUser, q: { page: number; limit: number; unread?: boolean }) {
  const where = and(eq(orderNotices.userId, me.id), q.unread ? eq(orderNotices.isRead, false) : undefined);
  const [[{ total }], rows, unread] = await Promise.all([
    db
      .select({ total: count() })
      .from(orderNotices)
      .where(where)
      .then((r) => r as [{ total: number }]),
    db
      .select()
      .from(orderNotices)
      .where(where)
      .orderBy(desc(orderNotices.createdAt), desc(orderNotices.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    unreadNoticeCount(db, me),
  ]);
  return {
    list: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      content: n.content,
      link: linkFor(me, n),
      orderId: n.orderId,
      isRead: n.isRead,
      createdAt: n.createdAt,
    })),
    total,
    unread,
    page: q.page,
    limit: q.limit,
  };
}

/**
 * The unread count as a query of its own when awaited, or as a column of a larger select: a menu badge source of
 * the personal-centre menu (account/menu.ts), read with the rest of the page furniture.
 */
/** The unread count as a column of a larger select (the page furniture's, whose statement is prepared: a placeholder). */
export function unreadNoticesOf(db: DB, userId: number | Placeholder) {
  return db.$count(orderNotices, and(eq(orderNotices.userId, userId), eq(orderNotices.isRead, false)));
}

export async function unreadNoticeCount(db: DB, me: SessionUser): Promise<number> {
  return unreadNoticesOf(db, me.id);
}

/** Marks the given notices (or all, when ids is null) of this user as read; returns the unread count left. */
export async function markRead(db: DB, me: SessionUser, ids: number[] | null) {
  await db
    .update(orderNotices)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(orderNotices.userId, me.id), eq(orderNotices.isRead, false), ids ? inArray(orderNotices.id, ids) : undefined));
  return { unread: await unreadNoticeCount(db, me) };
}

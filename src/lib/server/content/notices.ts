// Public notices (/public): pinned first, then newest; the body is sanitised Markdown.
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { notices } from '~/lib/server/db/schema/index.ts';
import { notFound } from '~/lib/server/http.ts';
import { siteSettings } from '~/lib/server/storefront/site.ts';
import { seenRecord } from '~/lib/server/seen-version.ts';
import { renderMarkdown } from './markdown.ts';

export async function listNotices(db: DB, page: number, limit: number, now = new Date()) {
  const where = lte(notices.publishedAt, now);
  const [{ total }] = (await db.select({ total: count() }).from(notices).where(where)) as [{ total: number }];
  const rows = await db
    .select({ id: notices.id, title: notices.title, summary: notices.summary, isTop: notices.isTop, publishedAt: notices.publishedAt })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.isTop), desc(notices.publishedAt), desc(notices.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { list: rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })), total, page, limit };
}

export async function getNotice(db: DB, id: number, now = new Date()) {
  const [n] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), lte(notices.publishedAt, now)));
  if (!n) throw notFound('公告不存在');
  const { site } = await siteSettings(db);
  return {
    id: n.id,
    title: n.title,
    summary: n.summary,
    isTop: n.isTop,
    publishedAt: n.publishedAt.toISOString(),
    html: renderMarkdown(n.markdown, site),
  };
}

/** Every notice, published or scheduled, for the back office. */
export function allNotices(db: DB) {
  return db.select().from(notices).orderBy(desc(notices.isTop), desc(notices.publishedAt), desc(notices.id));
}

export interface NoticeInput {
  id?: number;
  title: string;
  summary: string;
  markdown: string;
  isTop: boolean;
  publishedAt?: Date;
}

/** A notice as its edit page showed it (the version is of the row), read with its row locked: seenRecord. */
async function seenNotice(db: DB, id: number, seen: string | undefined, deleting = false) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).for('update');
  return seenRecord(row, '公告', seen, { deleting });
}

/**
 * Creates (published now unless a time is given) or changes a notice; a change is refused when the page saw another
 * version of it (versionOf the row).
 */
export async function saveNotice(db: DB, n: NoticeInput & { version?: string }) {
  const values = {
    title: n.title,
    summary: n.summary,
    markdown: n.markdown,
    isTop: n.isTop,
    ...(n.publishedAt ? { publishedAt: n.publishedAt } : {}),
  };
  if (!n.id) return (await db.insert(notices).values(values).returning())[0]!;
  await seenNotice(db, n.id, n.version);
  return (await db.update(notices).set(values).where(eq(notices.id, n.id)).returning())[0]!;
}

/** Removes a notice: refused when it changed since the page showed it, 404 when already gone. */
export async function deleteNotice(db: DB, id: number, seen?: string) {
  await seenNotice(db, id, seen, true);
  return (await db.delete(notices).where(eq(notices.id, id)).returning())[0]!;
}

export async function noticeSnapshot(db: DB, id: number) {
  const [n] = await db.select().from(notices).where(eq(notices.id, id));
  return n
    ? { title: n.title, summary: n.summary, isTop: n.isTop, publishedAt: n.publishedAt.toISOString(), chars: n.markdown.length }
    : null;
}

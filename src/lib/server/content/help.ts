// Help centre content: Markdown pages with every saved version kept; saving publishes at once.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { helpPages, helpRevisions, staff } from '~/lib/server/db/schema/index.ts';
import { ApiError, conflict, notFound } from '~/lib/server/http.ts';
import { goneMessage, staleMessage } from '~/lib/server/seen-version.ts';
import { SLUG_RE, type HelpSaveInput } from '~/lib/shared/help.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { siteSettings } from '~/lib/server/storefront/site.ts';
import { renderMarkdown } from './markdown.ts';
import { outer } from '~/lib/server/db/prepared.ts';

/** Categories and their pages, in display order (category order follows its first page's sort). */
export async function helpIndex(db: DB) {
  const rows = await db
    .select({ slug: helpPages.slug, title: helpPages.title, category: helpPages.category, sort: helpPages.sort })
    .from(helpPages)
    .orderBy(desc(helpPages.sort), asc(helpPages.id));
  const groups = new Map<string, { slug: string; title: string }[]>();
  for (const r of rows) {
    if (!groups.has(r.category)) groups.set(r.category, []);
    groups.get(r.category)!.push({ slug: r.slug, title: r.title });
  }
  return [...groups].map(([category, pages]) => ({ category, pages }));
}

/** A published page rendered to sanitised HTML; 404 when there is none (the API). */
export async function helpPage(db: DB, slug: string) {
  const page = await publishedHelpPage(db, slug);
  if (!page) throw notFound('帮助文档不存在');
  return page;
}
export type HelpPage = NonNullable<Awaited<ReturnType<typeof publishedHelpPage>>>;

/**
 * A published page rendered to sanitised HTML, or null when there is none or `slug` cannot name one: the pages that
 * show a help page (/helpCentre, the editor's 查看页面, /afterSale, the settlement's 交期说明) and the API's helpPage.
 */
export async function publishedHelpPage(db: DB, slug: string) {
  if (!SLUG_RE.test(slug)) return null;
  const [p] = await db.select().from(helpPages).where(eq(helpPages.slug, slug));
  if (!p) return null;
  const { site } = await siteSettings(db);
  return {
    slug: p.slug,
    title: p.title,
    category: p.category,
    html: renderMarkdown(p.markdown, site),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * A revision's number within its page (第 N 版, from 1 at its first): how many of the page's revisions there are up
 * to it. Revisions are never deleted one by one (history is never rewritten), so the number never changes. Its ids
 * count across every page: the 37th saved revision of the site was a page's third.
 */
const versionOf = (revisionId: SQL) =>
  sql<number>`(select count(*) from ${helpRevisions} r2 where r2.page_id = (select r1.page_id from ${helpRevisions} r1 where r1.id = ${revisionId}) and r2.id <= ${revisionId})`.mapWith(
    Number,
  );

/** The editor's view: the Markdown source and the revision it is at. */
export async function helpSource(db: DB, slug: string) {
  const [row] = await db
    .select({ p: helpPages, version: versionOf(outer(helpPages.revisionId)) })
    .from(helpPages)
    .where(eq(helpPages.slug, slug));
  if (!row) throw notFound('帮助文档不存在');
  const { p, version } = row;
  return {
    slug: p.slug,
    title: p.title,
    category: p.category,
    sort: p.sort,
    markdown: p.markdown,
    revisionId: p.revisionId,
    version,
    updatedAt: p.updatedAt.toISOString(),
  };
}

async function writeRevision(
  tx: Tx,
  pageId: number,
  data: { title: string; category: string; markdown: string; note: string },
  editorId: number | null,
  now: Date,
) {
  const [rev] = await tx
    .insert(helpRevisions)
    .values({ pageId, ...data, editorId, createdAt: now })
    .returning();
  await tx
    .update(helpPages)
    .set({ title: data.title, category: data.category, markdown: data.markdown, revisionId: rev!.id, updatedBy: editorId, updatedAt: now })
    .where(eq(helpPages.id, pageId));
  return rev!;
}

/** What the stale-save rule calls a help page (staleMessage, goneMessage). */
const HELP_PAGE = '帮助文档';

/**
 * The page an editor's save or restore writes, locked (its slug's lock, then its row) for the transaction: "the form
 * saw version V" (seen-version.ts), the version being the revision the editor opened (`baseRevisionId`). A page no
 * longer there is 404 goneMessage, another revision current since is 409 staleMessage; no base (a new page, the
 * command line's import): nothing to compare.
 */
async function seenHelpPage(tx: Tx, slug: string, baseRevisionId: number | null | undefined) {
  await lockXact(tx, 'help', slug);
  const [p] = await tx.select().from(helpPages).where(eq(helpPages.slug, slug)).for('update');
  if (baseRevisionId != null) {
    if (!p) throw notFound(goneMessage(HELP_PAGE));
    if (p.revisionId !== baseRevisionId) throw conflict(staleMessage(HELP_PAGE));
  }
  return p;
}

/**
 * Saves a page as a new revision and publishes it. An editor's save names the revision it started from
 * (`baseRevisionId`); one without it creates a new page, and is refused when the slug is taken, so a new article can
 * never replace an existing page. A save from a page opened before a colleague saved it (another revision is current) is
 * refused 409 staleMessage, one naming a page no longer there 404 goneMessage (seen-version.ts). Only the operators' import of the repository's files (`replace`) and the seed write
 * over a page without a base.
 */
export async function saveHelpPage(
  db: DB | Tx,
  editorId: number | null,
  input: HelpSaveInput,
  opts: { now?: Date; replace?: boolean } = {},
) {
  const now = opts.now ?? new Date();
  const run = async (tx: Tx) => {
    let p = await seenHelpPage(tx, input.slug, input.baseRevisionId);
    if (p && input.baseRevisionId == null && !opts.replace) throw conflict(`页面标识“${input.slug}”已被“${p.title}”使用，请换一个标识`);
    if (!p) {
      [p] = await tx
        .insert(helpPages)
        .values({ slug: input.slug, title: input.title, category: input.category, markdown: input.markdown, updatedAt: now })
        .returning();
    }
    const rev = await writeRevision(
      tx,
      p!.id,
      { title: input.title, category: input.category, markdown: input.markdown, note: input.note },
      editorId,
      now,
    );
    return { slug: input.slug, revisionId: rev.id, updatedAt: now.toISOString() };
  };
  // Inside a caller's transaction this nests as a savepoint.
  return (db as DB).transaction(run);
}

export async function helpRevisionsOf(db: DB, slug: string) {
  const [p] = await db.select({ id: helpPages.id, revisionId: helpPages.revisionId }).from(helpPages).where(eq(helpPages.slug, slug));
  if (!p) throw notFound('帮助文档不存在');
  const rows = await db
    .select({
      id: helpRevisions.id,
      version: versionOf(outer(helpRevisions.id)),
      title: helpRevisions.title,
      note: helpRevisions.note,
      createdAt: helpRevisions.createdAt,
      editor: staff.name,
    })
    .from(helpRevisions)
    .leftJoin(staff, eq(staff.id, helpRevisions.editorId))
    .where(eq(helpRevisions.pageId, p.id))
    .orderBy(desc(helpRevisions.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    title: r.title,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    current: r.id === p.revisionId,
    editor: r.editor || '初始内容',
  }));
}

export async function helpRevision(db: DB, id: number) {
  const [r] = await db
    .select({ r: helpRevisions, slug: helpPages.slug, version: versionOf(outer(helpRevisions.id)) })
    .from(helpRevisions)
    .innerJoin(helpPages, eq(helpPages.id, helpRevisions.pageId))
    .where(eq(helpRevisions.id, id));
  if (!r) throw notFound('版本不存在');
  const { site } = await siteSettings(db);
  return {
    id: r.r.id,
    version: r.version,
    slug: r.slug,
    title: r.r.title,
    category: r.r.category,
    markdown: r.r.markdown,
    html: renderMarkdown(r.r.markdown, site),
    note: r.r.note,
    createdAt: r.r.createdAt.toISOString(),
  };
}

/**
 * The revision a restore copies, with its page's slug: 404 版本不存在; from an editor (`baseRevisionId`, the revision
 * it opened) 404 goneMessage, revisions going only with their page.
 */
export async function revisionToRestore(db: DB, revisionId: number, baseRevisionId?: number | null) {
  try {
    return await helpRevision(db, revisionId);
  } catch (e) {
    if (baseRevisionId != null && e instanceof ApiError && e.http === 404) throw notFound(goneMessage(HELP_PAGE));
    throw e;
  }
}

/**
 * Restoring copies an old version into a new revision, so history is never rewritten. From an editor it is held to
 * the save's rule (seenHelpPage): refused when someone saved the page after the editor opened it.
 */
export async function restoreHelpRevision(
  db: DB,
  editorId: number,
  revisionId: number,
  opts: { baseRevisionId?: number | null; now?: Date } = {},
) {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ r: helpRevisions, slug: helpPages.slug, version: versionOf(outer(helpRevisions.id)) })
      .from(helpRevisions)
      .innerJoin(helpPages, eq(helpPages.id, helpRevisions.pageId))
      .where(eq(helpRevisions.id, revisionId));
    if (!row) throw notFound(opts.baseRevisionId != null ? goneMessage(HELP_PAGE) : '版本不存在');
    const { r, slug, version } = row;
    await seenHelpPage(tx, slug, opts.baseRevisionId);
    const rev = await writeRevision(
      tx,
      r.pageId,
      { title: r.title, category: r.category, markdown: r.markdown, note: `恢复自第 ${version} 版` },
      editorId,
      now,
    );
    return { slug, revisionId: rev.id, updatedAt: now.toISOString() };
  });
}

/** Publishes the repository's file of a page as a new revision (`ops help:import` and the back office's button). */
export async function republishHelpFile(db: DB | Tx, editorId: number | null, slug: string) {
  const { readHelpFile } = await import('~/lib/server/seed/activities.ts');
  const { HELP_PAGES } = await import('~/lib/server/seed/activities-data.ts');
  let file: { title: string; markdown: string };
  try {
    if (!SLUG_RE.test(slug)) throw new Error('bad slug');
    file = readHelpFile(slug);
  } catch {
    throw notFound(`仓库中没有该页面的文件：${slug}`);
  }
  const category = HELP_PAGES.find((p) => p.slug === slug)?.category ?? '购物指南';
  return saveHelpPage(
    db,
    editorId,
    { slug, title: file.title, category, markdown: file.markdown, note: '从仓库文件导入' },
    { replace: true },
  );
}

// The storefront's page configuration as editors change it in the back office: banners, hot search words, the
// navigation (NavType) and footer (Footer) of GET /api/page/config, and the site and seller details of 关于我们.
import { asc, desc, eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { banners, hotKeywords, siteConfig } from '~/lib/server/db/schema/index.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { refuseStale, seenRecord, staleMessage, versionOf } from '~/lib/server/seen-version.ts';
import { aboutInfo } from '~/lib/server/content/about.ts';
import { DEFAULT_FOOTER, type FooterConfig, type Link } from './site.ts';

/** A site_config value (null when unset). */
export async function siteValue(db: DB, key: string): Promise<unknown> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, key));
  return row?.value ?? null;
}

async function setSiteValue(db: DB, key: string, value: unknown) {
  await db
    .insert(siteConfig)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value, updatedAt: new Date() } });
  return value;
}

/**
 * A page-configuration value saved by its editor: under the lock of each of its keys, refused (staleMessage) when the
 * form saw another version of it than the stored one (read with `current`, as the editor's page reads it).
 */
async function saveEdited<T>(
  db: DB,
  keys: string[],
  what: string,
  seen: string | undefined,
  current: (db: DB) => Promise<unknown>,
  write: (tx: DB) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    for (const key of keys) await lockXact(tx, 'site-config', key);
    refuseStale(seen, await current(tx), staleMessage(what));
    return write(tx);
  });
}

/** The navigation as stored (null: the defaults), as its editor's version is taken. */
export const storedNav = (db: DB) => siteValue(db, 'nav');
/** The version the navigation editor shows and sends back. */
export const navVersion = async (db: DB) => versionOf(await storedNav(db));
export const saveNav = (db: DB, nav: Link[], seen?: string) =>
  saveEdited(db, ['nav'], '导航', seen, storedNav, (tx) => setSiteValue(tx, 'nav', nav));

/**
 * The footer with its defaults filled in, for the editor's form and the audit: read from its row, not from the
 * storefront's cached copy (the audit reads it again inside the saving transaction, before any cache is cleared).
 */
export async function footerForEdit(db: DB): Promise<FooterConfig> {
  return { ...DEFAULT_FOOTER, ...((await siteValue(db, 'footer')) as Partial<FooterConfig> | null) };
}
export const saveFooter = (db: DB, footer: FooterConfig, seen?: string) =>
  saveEdited(db, ['footer'], '页脚', seen, footerForEdit, (tx) => setSiteValue(tx, 'footer', footer));

export interface AboutInput {
  site: { name: string; tagline: string; supportPhone: string; serviceHours: string; email: string };
  seller: { name: string; creditCode: string; address: string; phone: string };
}
/** What the 关于我们 form shows (its version is taken of these): the site's details and the seller's. */
export async function aboutForEdit(db: DB) {
  const { site, seller } = await aboutInfo(db);
  return { site, seller };
}

/**
 * 关于我们: the site's details (merged into the stored ones: the QR addresses stay) and the seller's. Refused
 * (staleMessage) when the form saw another version of aboutForEdit, checked under the two values' locks.
 */
export async function saveAbout(db: DB, input: AboutInput & { version?: string }) {
  return saveEdited(db, ['seller', 'site'], '关于我们', input.version, aboutForEdit, async (tx) => {
    const site = { ...((await siteValue(tx, 'site')) as Record<string, unknown> | null), ...input.site };
    await setSiteValue(tx, 'site', site);
    await setSiteValue(tx, 'seller', input.seller);
    return { site, seller: input.seller };
  });
}

export function listBanners(db: DB) {
  return db.select().from(banners).orderBy(desc(banners.sort), asc(banners.id));
}

export interface BannerInput {
  id?: number;
  title: string;
  url: string;
  jumpUrl: string;
  sort: number;
}

/** A banner's edit (with `id`) refuses when the form saw another version of it (versionOf the row); the row is locked. */
export async function saveBanner(db: DB, b: BannerInput & { version?: string }) {
  const values = { title: b.title, url: b.url, jumpUrl: b.jumpUrl, sort: b.sort };
  if (!b.id) return (await db.insert(banners).values(values).returning())[0]!;
  const [cur] = await db.select().from(banners).where(eq(banners.id, b.id)).for('update');
  seenRecord(cur, '轮播图', b.version);
  return (await db.update(banners).set(values).where(eq(banners.id, b.id)).returning())[0]!;
}

/** A banner's delete from the page: refused when the banner changed since the page showed it, 404 when already gone. */
export async function deleteBanner(db: DB, id: number, seen?: string) {
  const [cur] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
  seenRecord(cur, '轮播图', seen, { deleting: true });
  return (await db.delete(banners).where(eq(banners.id, id)).returning())[0]!;
}

export async function bannerSnapshot(db: DB, id: number) {
  const [b] = await db.select().from(banners).where(eq(banners.id, id));
  return b ?? null;
}

export async function hotWordList(db: DB): Promise<string[]> {
  return (await db.select({ word: hotKeywords.word }).from(hotKeywords).orderBy(desc(hotKeywords.sort), asc(hotKeywords.id))).map(
    (r) => r.word,
  );
}

/**
 * Replaces the hot search words; their order is the list's order. Refused when the editor saw another list (its
 * version is versionOf the list), checked under the hot words' lock.
 */
export async function saveHotWords(db: DB, words: string[], seen?: string) {
  return db.transaction(async (tx) => {
    await lockXact(tx, 'hot-words');
    refuseStale(seen, await hotWordList(tx), staleMessage('热搜词'));
    await tx.delete(hotKeywords);
    if (words.length) await tx.insert(hotKeywords).values(words.map((word, i) => ({ word, sort: words.length - i })));
    return words;
  });
}

// The storefront's page configuration as editors change it in the back office: banners, hot search words, the
// navigation (NavType) and footer (Footer) of GET /api/page/config, and the site and seller details of 关于我们.
import { asc, desc, eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { banners, hotKeywords, siteConfig } from '~/lib/server/db/schema/index.ts';
import { notFound } from '~/lib/server/http.ts';
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

export const saveNav = (db: DB, nav: Link[]) => setSiteValue(db, 'nav', nav);

/**
 * The footer with its defaults filled in, for the editor's form and the audit: read from its row, not from the
 * storefront's cached copy (the audit reads it again inside the saving transaction, before any cache is cleared).
 */
export async function footerForEdit(db: DB): Promise<FooterConfig> {
  return { ...DEFAULT_FOOTER, ...((await siteValue(db, 'footer')) as Partial<FooterConfig> | null) };
}
export const saveFooter = (db: DB, footer: FooterConfig) => setSiteValue(db, 'footer', footer);

export interface AboutInput {
  site: { name: string; tagline: string; supportPhone: string; serviceHours: string; email: string };
  seller: { name: string; creditCode: string; address: string; phone: string };
}
/** 关于我们: the site's details (merged into the stored ones: the QR addresses stay) and the seller's. */
export async function saveAbout(db: DB, input: AboutInput) {
  const site = { ...((await siteValue(db, 'site')) as Record<string, unknown> | null), ...input.site };
  await setSiteValue(db, 'site', site);
  await setSiteValue(db, 'seller', input.seller);
  return { site, seller: input.seller };
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

export async function saveBanner(db: DB, b: BannerInput) {
  const values = { title: b.title, url: b.url, jumpUrl: b.jumpUrl, sort: b.sort };
  if (!b.id) return (await db.insert(banners).values(values).returning())[0]!;
  const [row] = await db.update(banners).set(values).where(eq(banners.id, b.id)).returning();
  if (!row) throw notFound('轮播图不存在');
  return row;
}

export async function deleteBanner(db: DB, id: number) {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  if (!row) throw notFound('轮播图不存在');
  return row;
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

/** Replaces the hot search words; their order is the list's order. */
export async function saveHotWords(db: DB, words: string[]) {
  return db.transaction(async (tx) => {
    await tx.delete(hotKeywords);
    if (words.length) await tx.insert(hotKeywords).values(words.map((word, i) => ({ word, sort: words.length - i })));
    return words;
  });
}

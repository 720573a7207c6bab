// Everything the page furniture shows, loaded in one go for the layout.
import { eq, sql, type SQL } from 'drizzle-orm';
import { prepared } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { companies } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { categoryTree, type CategoryNode } from '~/lib/server/catalogue/categories.ts';
import { hotWords } from '~/lib/server/catalogue/home.ts';
import { cartCountOf } from '~/lib/server/cart/count.ts';
import { MENU_BADGES } from '~/lib/server/account/menu.ts';
import { likedColumn, likedIds } from '~/lib/server/catalogue/cards.ts';
import { siteSettings, type SiteSettings } from './site.ts';
import { qrUrl } from './qr.ts';
import { navAndFooter } from './page-config.ts';

export interface FurnitureData extends SiteSettings {
  categories: CategoryNode[];
  hotKey: string[];
  companyName: string | null;
  cartCount: number;
  /** The QR codes' image URLs (qr.ts). */
  supportQrUrl: string;
  miniQrUrl: string;
}

/** What the furniture shows about the signed-in user: their company's name, the cart badge, the menu badges. */
export interface UserFurniture {
  companyName: string;
  cartCount: number;
  /** Count badges by personal-centre menu href (account/menu.ts MENU_BADGES). */
  badges: Record<string, number>;
}

const perRequest = new WeakMap<App.Locals, Promise<UserFurniture | null>>();

/**
 * The user's furniture, read in ONE query the first time a request asks (the base layout, the personal centre's
 * menu) and shared by everything that renders that request. Per request, never across requests: it is the user's own.
 */
export function userFurniture(db: DB, locals: App.Locals): Promise<UserFurniture | null> {
  // A signed-in page shell (member-shell.ts) is rendered without any user's data: its marks are filled per request.
  if (locals.shell) return Promise.resolve(null);
  let read = perRequest.get(locals);
  if (!read) {
    read = locals.user ? readUserFurniture(db, locals.user) : Promise.resolve(null);
    perRequest.set(locals, read);
  }
  return read;
}

/**
 * The one query about the user behind the furniture. With `likedOf` (a signed-in page shell's products,
 * member-shell.ts) it also reads which of them are the user's favourites, in the same statement.
 */
export async function readUserFurniture(
  db: DB,
  user: SessionUser,
  likedOf: readonly number[] = [],
): Promise<(UserFurniture & { liked: Set<number> }) | null> {
  const withLiked = likedOf.length > 0;
  const [row] = await furnitureQuery(db, withLiked).execute({
    userId: user.id,
    companyId: user.companyId,
    ...(withLiked ? { likedOf: [...new Set(likedOf)] } : {}),
  });
  const mine = row ? furnitureOf(row) : null;
  return mine && { ...mine, liked: likedIds((row as Record<string, unknown>).liked) };
}

/** The furniture's counts about the user (the cart badge, the menu badges), for a statement with a `userId` placeholder. */
function countColumns(db: DB): Record<string, SQL<unknown>> {
  const userId = sql.placeholder('userId');
  const columns: Record<string, SQL<unknown>> = { cartCount: cartCountOf(db, userId) };
  MENU_BADGES.forEach((b, i) => (columns[`badge${i}`] = b.count(db, userId)));
  return columns;
}

/**
 * The furniture's columns for a signed-in page's own statement (with `userId` and `companyId` placeholders for the
 * reader), so the page and its furniture are one statement: a row of it carries them (`furnitureOf`), and the page
 * hands them to the layout with `rememberUserFurniture`.
 */
export const furnitureColumns = (db: DB): Record<string, SQL<unknown>> => ({
  companyName: sql<string | null>`(select ${companies.name} from ${companies} where ${companies.id} = ${sql.placeholder('companyId')})`,
  ...countColumns(db),
});

/** The user's furniture from a row of the furniture's columns (null when their company is gone). */
export function furnitureOf(row: Record<string, unknown>): UserFurniture | null {
  if (row.companyName == null) return null;
  const badges: Record<string, number> = {};
  MENU_BADGES.forEach((b, i) => {
    const n = Number(row[`badge${i}`] ?? 0);
    if (n > 0) badges[b.href] = (badges[b.href] ?? 0) + n;
  });
  return { companyName: String(row.companyName), cartCount: Number(row.cartCount), badges };
}

/**
 * The furniture a page read for `reader` with its own statement (`furnitureColumns`), for this request's layout and
 * menu: the furniture is then not read again. Only when the reader is the request's own user, before anything asked.
 */
export function rememberUserFurniture(locals: App.Locals, reader: SessionUser, mine: UserFurniture | null) {
  if (mine && !locals.shell && locals.user?.id === reader.id && !perRequest.has(locals)) perRequest.set(locals, Promise.resolve(mine));
}

/** The furniture's statement, prepared once per database (db/prepared.ts): with or without the favourites column. */
function furnitureQuery(db: DB, withLiked: boolean) {
  const name = withLiked ? 'user_furniture_liked' : 'user_furniture';
  return prepared(db, name, (db) => {
    const columns = countColumns(db);
    if (withLiked) columns.liked = likedColumn(sql.placeholder('userId'), sql.placeholder('likedOf'));
    return db
      .select({ companyName: companies.name, ...columns })
      .from(companies)
      .where(eq(companies.id, sql.placeholder('companyId')))
      .prepare(name);
  });
}

export async function loadFurniture(db: DB, locals: App.Locals): Promise<FurnitureData> {
  // Nav links and footer come through the page configuration (terminal 1), as GET /api/page/config serves them.
  const [settings, page, categories, hotKey, mine] = await Promise.all([
    siteSettings(db),
    navAndFooter(db),
    categoryTree(db),
    hotWords(db),
    userFurniture(db, locals),
  ]);
  return {
    ...settings,
    ...page,
    categories,
    hotKey,
    companyName: mine?.companyName ?? null,
    cartCount: mine?.cartCount ?? 0,
    supportQrUrl: qrUrl(settings.site.supportQr),
    miniQrUrl: qrUrl(settings.site.miniProgramQr),
  };
}

// Everything the page furniture shows, loaded in one go for the layout.
import { eq } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { categoryTree, type CategoryNode } from '../catalogue/categories.ts';
import { hotWords } from '../catalogue/home.ts';
import { cartCount } from '../cart/count.ts';
import { siteSettings, type SiteSettings } from './site.ts';
import { qrSvg } from './qr.ts';
import { navAndFooter } from './page-config.ts';

export interface FurnitureData extends SiteSettings {
  categories: CategoryNode[];
  hotKey: string[];
  companyName: string | null;
  cartCount: number;
  supportQrSvg: string;
  miniQrSvg: string;
}

export async function loadFurniture(db: DB, user: SessionUser | null): Promise<FurnitureData> {
  // Nav links and footer come through the page configuration (terminal 1), as GET /api/page/config serves them.
  const [settings, page, categories, hotKey, company, count] = await Promise.all([
    siteSettings(db),
    navAndFooter(db),
    categoryTree(db),
    hotWords(db),
    user ? db.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId)) : Promise.resolve([]),
    user ? cartCount(db, user.id) : Promise.resolve(0),
  ]);
  const [supportQrSvg, miniQrSvg] = await Promise.all([qrSvg(settings.site.supportQr), qrSvg(settings.site.miniProgramQr)]);
  return { ...settings, ...page, categories, hotKey, companyName: company[0]?.name ?? null, cartCount: count, supportQrSvg, miniQrSvg };
}

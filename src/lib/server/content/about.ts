// The platform's and the seller's details read from their site_config rows, for the back office's 关于我们 form and its
// audit (the storefront reads the cached siteSettings; AboutUs reads the seller and licences here).
import { inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { siteConfig } from '~/lib/server/db/schema/index.ts';
import { siteInfoOf } from '~/lib/server/storefront/site.ts';

interface Seller {
  name: string;
  creditCode: string;
  address: string;
  phone: string;
}
interface Footer {
  licences?: { des: string }[];
  icp?: string;
  copyright?: string;
}

export async function aboutInfo(db: DB) {
  const rows = await db
    .select()
    .from(siteConfig)
    .where(inArray(siteConfig.key, ['site', 'seller', 'footer']));
  const get = <T>(k: string) => (rows.find((r) => r.key === k)?.value ?? {}) as Partial<T>;
  return { site: siteInfoOf(get<Record<string, unknown>>('site')), seller: get<Seller>('seller'), footer: get<Footer>('footer') };
}

// What the about-us page shows from site configuration (operators edit it in site_config).
import { inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { siteConfig } from '~/lib/server/db/schema/index.ts';
import { contactDetails } from '~/lib/server/storefront/site.ts';

interface Site {
  name: string;
  tagline: string;
  supportPhone: string;
  serviceHours: string;
  email: string;
}
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
  return { site: { ...get<Site>('site'), ...contactDetails() }, seller: get<Seller>('seller'), footer: get<Footer>('footer') };
}

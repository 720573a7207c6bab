// The page-configuration call (SPEC §3, §7): GET /api/page/config?terminal=1 answers { terminal, json }
// where json is a string holding a list of items: NavType (componentContent.typeRoute: des, linkTo) and Footer.
import type { DB } from '~/lib/server/db/client.ts';
import { siteSettings, type FooterConfig, type Link } from './site.ts';

export const TERMINALS = [1] as const; // 1 = PC web; other terminals are not served by this site

export type PageConfigItem =
  { type: 'NavType'; componentContent: { typeRoute: Link[] } } | { type: 'Footer'; componentContent: FooterConfig };

export async function pageConfigItems(db: DB): Promise<PageConfigItem[]> {
  const s = await siteSettings(db);
  return [
    { type: 'NavType', componentContent: { typeRoute: s.nav } },
    { type: 'Footer', componentContent: s.footer },
  ];
}

export async function pageConfig(db: DB, terminal: number): Promise<{ terminal: number; json: string }> {
  return { terminal, json: JSON.stringify(await pageConfigItems(db)) };
}

/** What the layouts read from the page configuration: the NavType links and the Footer content. */
export async function navAndFooter(db: DB): Promise<{ nav: Link[]; footer: FooterConfig }> {
  const items = await pageConfigItems(db);
  let nav: Link[] = [];
  let footer: FooterConfig | null = null;
  for (const item of items) {
    if (item.type === 'NavType') nav = item.componentContent.typeRoute;
    else footer = item.componentContent;
  }
  return { nav, footer: footer! };
}

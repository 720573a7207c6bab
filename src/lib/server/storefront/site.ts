// Site configuration read by the page furniture (site_config rows 'site', 'footer', 'nav').
import { inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { siteConfig } from '~/lib/server/db/schema/index.ts';
import { cached } from '~/lib/server/catalogue/cache.ts';
import { config } from '~/lib/server/config.ts';
import { TAGLINE } from '~/lib/shared/title.ts';

export interface Link {
  des: string;
  linkTo: string;
}

export interface SiteInfo {
  name: string;
  tagline: string;
  /** Contact details: what staff saved in 关于我们 (site_config), else the configured ones (config.contact). */
  supportPhone: string;
  serviceHours: string;
  /** '' when not configured (then not shown). */
  email: string;
  /** What the support QR code encodes (a WeChat customer-service link). */
  supportQr: string;
  /** What the mini-programme QR code encodes. */
  miniProgramQr: string;
}

export interface FooterConfig {
  promises: string[];
  quickNav: Link[];
  help: Link[];
  licences: Link[];
  copyright: string;
  icp: string;
  police: string;
}

export interface SiteSettings {
  site: SiteInfo;
  footer: FooterConfig;
  nav: Link[];
}

/** Used when a row is missing, so the furniture never breaks on an emptied table. */
export const DEFAULT_NAV: Link[] = [
  { des: '首页', linkTo: '/' },
  { des: '产品商城', linkTo: '/indexpage/productlist' },
  { des: '场景购', linkTo: '/indexpage/sceneList' },
  { des: '设计中心', linkTo: '/indexpage/designCenter' },
  { des: '活动中心', linkTo: '/indexpage/activityGoods' },
  { des: '关于我们', linkTo: '/indexpage/AboutUs' },
];

const DEFAULT_SITE: Omit<SiteInfo, 'supportPhone' | 'serviceHours' | 'email'> = {
  name: '启力印象',
  tagline: TAGLINE,
  supportQr: 'https://work.weixin.qq.com/kfid/qili-print-support',
  miniProgramQr: 'https://mp.weixin.qq.com/a/qili-print-mall',
};

export const DEFAULT_FOOTER: FooterConfig = {
  promises: ['售后无忧', '专属客服', '采购透明', '一站式服务', '诚信服务'],
  quickNav: DEFAULT_NAV,
  help: [],
  licences: [],
  copyright: '',
  icp: '',
  police: '',
};

/**
 * The platform's details as shown, from the stored 'site' row: what staff saved in 关于我们, else the defaults, and for
 * the contact details the configured ones (config.contact: the first values, until staff save their own).
 */
export function siteInfoOf(stored: Record<string, unknown> | undefined): SiteInfo {
  return {
    ...DEFAULT_SITE,
    supportPhone: config.contact.phone,
    serviceHours: config.contact.hours,
    email: config.contact.email,
    ...stored,
  } as SiteInfo;
}

export function siteSettings(db: DB): Promise<SiteSettings> {
  return cached('site', async () => {
    const rows = await db
      .select()
      .from(siteConfig)
      .where(inArray(siteConfig.key, ['site', 'footer', 'nav']));
    const get = (k: string) => rows.find((r) => r.key === k)?.value as Record<string, unknown> | undefined;
    const nav = get('nav');
    return {
      site: siteInfoOf(get('site')),
      footer: { ...DEFAULT_FOOTER, ...get('footer') } as FooterConfig,
      nav: Array.isArray(nav) ? (nav as Link[]) : DEFAULT_NAV,
    };
  });
}

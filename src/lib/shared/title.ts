// SPEC §2.3: page titles. The platform's name and tagline are the site settings' (staff may change them in 关于我们):
// a page names only itself, and these compose the rest.
export const TAGLINE = '企业印刷品一站式数字化采购平台';

/** What a title reads of the site settings. */
export interface TitleSite {
  name: string;
  tagline: string;
}

/** A storefront page's document title: its own name, then the platform's; a page that names none has the tagline. */
export function documentTitle(page: string | undefined, site: TitleSite): string {
  return page ? `${page} - ${site.name}` : site.tagline;
}

/** The back office's name, shown in its header and after each of its page titles. */
export const adminName = (siteName: string): string => `${siteName}管理后台`;

/** A back-office page's document title. */
export const adminTitle = (page: string, siteName: string): string => `${page} - ${adminName(siteName)}`;

/**
 * The product-detail title: the query name with its "dash and letter" prefix removed
 * (e.g. "A-企业宣传册" → "企业宣传册", "PB-手提袋" → "手提袋"); the name 'tz' gives an empty title. Without a name
 * the page names itself and the layout composes its title (documentTitle), with the platform's name as staff set it.
 */
export function productTitle(name: string): string {
  if (name === 'tz') return '';
  return name.replace(/^[A-Za-z]+-/, '');
}

// SPEC §2.3: page titles.
export const TAGLINE = '企业印刷品一站式数字化采购平台';

/**
 * The product-detail title: the query name with its "dash and letter" prefix removed
 * (e.g. "A-企业宣传册" → "企业宣传册", "PB-手提袋" → "手提袋"); the name 'tz' gives an empty title.
 */
export function productTitle(name: string | null | undefined): string {
  if (!name) return TAGLINE;
  if (name === 'tz') return '';
  return name.replace(/^[A-Za-z]+-/, '');
}

// Parsing a typed yuan amount ("12", "12.5", "12.50") into integer fen without floating-point rounding.

/** Prices staff set (products, SKUs, quotes, activities, coupons, the catalogue import): up to ¥9,999,999.99. */
export const PRICE_YUAN_DIGITS = 7;

/** Fen from typed yuan with at most `yuanDigits` digits before the point and two after, or null. */
export function parseYuan(text: string, yuanDigits = 9): number | null {
  const m = new RegExp(`^(\\d{1,${yuanDigits}})(?:\\.(\\d{1,2}))?$`).exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen as the text a yuan input is filled with ("12.50"), the text parseYuan reads back. */
export function yuanInput(fen: number): string {
  return `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
}

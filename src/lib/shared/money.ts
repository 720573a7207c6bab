// Money is integer fen everywhere; this is the one place it becomes text.
const fmt = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPrice(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  return `${sign}¥${fmt.format(Math.abs(fen) / 100)}`;
}

/** Yuan amount without the currency sign, e.g. 1234.5 → "1,234.50" from 123450 fen. */
export function formatYuan(fen: number): string {
  return fmt.format(fen / 100);
}

/** Yuan without the sign and without a zero fraction, as a coupon or a rule says it: 300, 1,000, 12.50. */
export function formatYuanShort(fen: number): string {
  return formatYuan(fen).replace(/\.00$/, '');
}

/** Yuan as a bank's amount field takes it: digits and two decimals, no sign, no grouping (123450 fen → "1234.50"). */
export function yuanDigits(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

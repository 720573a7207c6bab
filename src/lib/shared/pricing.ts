// The one price rule, integer fen, for the server (cart, settlement, orders) and the browser (detail page's
// live price): the tier price for the quantity, then the running discount-zone rate, with the discount named.
// Pure and small: storefront islands import it without pulling anything else in.
import { formatPrice, formatYuanShort } from './money.ts';
import { isCustomGoods } from './goods-types.ts';

export interface Tier {
  minQty: number;
  price: number;
}

/** A price reduction that applies on top of the tier price; `label` is what the buyer reads (e.g. 8.8折). */
export interface Discount {
  /** Percent kept: 88 = 8.8折. */
  rate: number;
  label: string;
}

export interface PriceQuery {
  /** The chosen SKU's own price. */
  skuPrice: number;
  /** The product's base price (its cheapest SKU) that tier prices are stated against. */
  basePrice: number;
  tiers: readonly Tier[];
  num: number;
  discount?: Discount | null;
}

export interface UnitPrice {
  /** What one unit costs. */
  unit: number;
  /** The tier price before the discount (equals `unit` without one). */
  before: number;
  discount: Discount | null;
}

/** 88 → 8.8折, 80 → 8折. */
export const rateLabel = (rate: number) => `${(rate / 10).toFixed(rate % 10 ? 1 : 0)}折`;

/** The discount-zone name shown beside a discounted price. */
export const discountName = (d: Discount) => `折扣专区${d.label}`;

/**
 * The tier price of a SKU. Tiers are stated against the cheapest SKU (the base price): that SKU gets the tier
 * price exactly, every other SKU the same proportional reduction. Of the tiers the quantity reaches the lowest
 * price wins, so buying more never costs more per unit, and a unit never costs more than the SKU's own price.
 */
export function tierUnit(skuPrice: number, basePrice: number, tiers: readonly Tier[], num: number): number {
  let best = skuPrice;
  if (basePrice <= 0) return best;
  for (const t of tiers) {
    if (num < t.minQty) continue;
    const p = skuPrice === basePrice ? t.price : Math.round((skuPrice * t.price) / basePrice);
    if (p > 0 && p < best) best = p;
  }
  return best;
}

/** The unit price of `num` units: tier price, then the discount (rounded to the fen). */
export function unitPrice(q: PriceQuery): UnitPrice {
  const before = tierUnit(q.skuPrice, q.basePrice, q.tiers, q.num);
  const d = q.discount;
  if (!d || !(d.rate > 0 && d.rate < 100)) return { unit: before, before, discount: null };
  return { unit: Math.round((before * d.rate) / 100), before, discount: d };
}

/** What a line shows beside its unit price when something reduced it: "折扣专区8.8折，原价¥9.41", or ''. */
export function reductionText(l: { priceNote?: string; listUnitPrice?: number; unitPrice: number }): string {
  if (!l.priceNote) return '';
  return l.listUnitPrice && l.listUnitPrice > l.unitPrice ? `${l.priceNote}，原价${formatPrice(l.listUnitPrice)}` : l.priceNote;
}

/** What a quote order shows before its quote instead of amounts (never ¥0.00). */
export const BEFORE_QUOTE = { amount: '待报价', freight: '报价时确定' } as const;

/** Whether an order still waits for its quote: its amounts are not known, BEFORE_QUOTE is shown (buyer and staff pages). */
export const awaitingQuote = (o: { state: string }): boolean => o.state === 'quoting';

/** Whether a line's price waits for the order's quote: a custom line of an order still waiting for it. */
export const lineAwaitingQuote = (o: { state: string }, line: { goodsTypeId: number }): boolean =>
  awaitingQuote(o) && isCustomGoods(line.goodsTypeId);

/** What a coupon's terms are made of, for its words. */
export interface CouponWords {
  type: string;
  amount: number;
  rate: number;
  minAmount: number;
}

/** A coupon's face: 9折, or ¥20. */
export const couponFace = (c: CouponWords): string => (c.type === 'discount' ? rateLabel(c.rate) : `¥${formatYuanShort(c.amount)}`);

/** A coupon's threshold: 满200元可用, or 无门槛. */
export const couponThreshold = (c: Pick<CouponWords, 'minAmount'>): string =>
  c.minAmount > 0 ? `满${formatYuanShort(c.minAmount)}元可用` : '无门槛';

/** The coupon's rule in words, e.g. 满200减20, 无门槛减10, 9折（满100元可用，最多减50元）. */
export function couponRule(c: CouponWords): string {
  const yuan = formatYuanShort;
  if (c.type === 'discount') {
    const extra = [c.minAmount > 0 ? couponThreshold(c) : '', c.amount > 0 ? `最多减${yuan(c.amount)}元` : ''].filter(Boolean).join('，');
    return `${rateLabel(c.rate)}${extra ? `（${extra}）` : ''}`;
  }
  return c.minAmount > 0 ? `满${yuan(c.minAmount)}减${yuan(c.amount)}` : `无门槛减${yuan(c.amount)}`;
}

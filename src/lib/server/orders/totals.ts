// Money rules of an order, pure and integer fen: freight, coupon discount, payable, and the bound on an amount.
import { formatYuanShort } from '~/lib/shared/money.ts';
import { badRequest } from '~/lib/server/http.ts';
import { shareByAmount } from '~/lib/shared/refund-caps.ts';
/** Provinces where parcels cost more: higher flat fee and a higher free-shipping threshold. */
export const REMOTE_PROVINCES = ['新疆', '西藏', '青海', '内蒙古', '宁夏', '甘肃', '海南'];

const FREIGHT = { base: 1500, freeFrom: 30000, remoteBase: 3000, remoteFreeFrom: 100000 };
const y = formatYuanShort;

/** The freight rule, and the same rule in the words the settlement page shows (made from it, so they cannot differ). */
export const FREIGHT_RULE = {
  ...FREIGHT,
  text:
    `订单商品金额满¥${y(FREIGHT.freeFrom)}包邮，不满收取运费¥${y(FREIGHT.base)}；` +
    `${REMOTE_PROVINCES.join('、')}满¥${y(FREIGHT.remoteFreeFrom)}包邮，不满收取运费¥${y(FREIGHT.remoteBase)}。`,
};

export function freightFor(goodsTotal: number, province: string | null | undefined): number {
  if (goodsTotal <= 0) return 0;
  const remote = !!province && REMOTE_PROVINCES.some((p) => province.startsWith(p));
  const [base, freeFrom] = remote ? [FREIGHT_RULE.remoteBase, FREIGHT_RULE.remoteFreeFrom] : [FREIGHT_RULE.base, FREIGHT_RULE.freeFrom];
  return goodsTotal >= freeFrom ? 0 : base;
}

export interface CouponTerms {
  /** 'full' 满减 or 'discount' 折扣. */
  type: string;
  amount: number;
  /** Percent kept, e.g. 90 = 9折. */
  rate: number;
  minAmount: number;
  /** 0 = all goods, else only lines of this top category count. */
  cate1Id: number;
}

export interface PricedLine {
  lineTotal: number;
  cate1Id: number;
}

/** Whether the coupon counts this line: a coupon of all goods, or of the line's top category. */
const couponCovers = (c: Pick<CouponTerms, 'cate1Id'>, l: PricedLine) => c.cate1Id === 0 || l.cate1Id === c.cate1Id;

/** What a coupon takes off these lines: 0 when it does not apply. Never above the eligible goods. */
export function couponDiscount(c: CouponTerms, lines: PricedLine[]): number {
  const eligible = lines.reduce((s, l) => s + (couponCovers(c, l) ? l.lineTotal : 0), 0);
  if (eligible <= 0 || eligible < c.minAmount) return 0;
  let off = 0;
  if (c.type === 'discount') {
    const rate = Math.min(100, Math.max(0, Math.round(c.rate)));
    off = Math.floor((eligible * (100 - rate)) / 100);
    if (c.amount > 0) off = Math.min(off, c.amount);
  } else {
    off = c.amount;
  }
  return Math.max(0, Math.min(Math.floor(off), eligible));
}

/**
 * Each line's share of the order's coupon discount (in the lines' order), kept on the order lines: the discount is
 * shared by the lines the coupon covers, by line total (shared/refund-caps.ts); lines it does not cover carry none.
 * What a refund of a line may return is its total less its share.
 */
export function couponShares(c: Pick<CouponTerms, 'cate1Id'> | null, lines: PricedLine[], discount: number): number[] {
  if (!c) return lines.map(() => 0);
  return shareByAmount(
    lines.map((l) => (couponCovers(c, l) ? l.lineTotal : 0)),
    discount,
  );
}

/**
 * The most one amount of money may be, in fen (¥20,000,000): orders, their lines and invoices keep amounts in int4
 * columns (at most 2,147,483,647 fen), which a large quantity at a high price, or a high quote, would pass.
 */
export const MAX_AMOUNT = 2_000_000_000;

export interface Totals {
  goodsTotal: number;
  freight: number;
  discount: number;
  payable: number;
}

/**
 * An order's totals, at settlement and when an operator quotes a custom order. `quotedFreight` is the freight an
 * operator quoted (whole fen, checked by the caller); left out, the store's rule for the province.
 */
export function computeTotals(
  lines: PricedLine[],
  coupon: CouponTerms | null,
  province: string | null | undefined,
  quotedFreight?: number,
): Totals {
  const goodsTotal = lines.reduce((s, l) => s + Math.max(0, Math.round(l.lineTotal)), 0);
  const freight = quotedFreight ?? freightFor(goodsTotal, province);
  if (goodsTotal + freight > MAX_AMOUNT) throw badRequest(`订单金额不能超过${y(MAX_AMOUNT)}元，请减少数量或分开下单`);
  const discount = coupon ? Math.min(couponDiscount(coupon, lines), goodsTotal) : 0;
  return { goodsTotal, freight, discount, payable: goodsTotal + freight - discount };
}

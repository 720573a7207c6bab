// How much of an order line can still be refunded. A line's cap is what the buyer paid for it: its total
// less its share of the order's coupon discount. The shares are kept on the lines when the order is placed: the
// coupon's discount shared by the lines it covers (orders/totals.ts couponShares), so a category coupon's discount
// is never returned with goods of another category. Orders placed before the shares were kept share the discount
// among all their lines. Freight is not refunded through line after-sales. Shared: the after-sales form shows the
// same cap before the server checks it.
export interface CapLine {
  id: number;
  num: number;
  lineTotal: number;
  /** The line's recorded share of the coupon discount; null (or left out) when the order has none recorded. */
  couponShare?: number | null;
}

/**
 * `discount` split among `amounts` in proportion to them, in whole fen: each its floor, the fen left over by rounding
 * going to the largest remainders (the earlier on a tie), so the shares add up to the discount exactly, none above
 * its amount. `discount` is taken between 0 and the sum.
 */
export function shareByAmount(amounts: readonly number[], discount: number): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  const d = Math.min(Math.max(discount, 0), total);
  if (total <= 0 || d === 0) return amounts.map(() => 0);
  const shares = amounts.map((a, i) => {
    const exact = (d * a) / total;
    return { i, share: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = d - shares.reduce((s, x) => s + x.share, 0);
  for (const x of [...shares].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left <= 0) break;
    x.share += 1;
    left -= 1;
  }
  return shares.map((x) => x.share);
}

/** Line id → fen the buyer paid for the line. Sum = goods total − discount; none negative. */
export function lineCaps(lines: readonly CapLine[], discount: number): Map<number, number> {
  const sorted = [...lines].sort((a, b) => a.id - b.id);
  const recorded = sorted.every((l) => typeof l.couponShare === 'number');
  const shares = recorded
    ? sorted.map((l) => l.couponShare as number)
    : shareByAmount(
        sorted.map((l) => l.lineTotal),
        discount,
      );
  return new Map(sorted.map((l, i) => [l.id, Math.max(l.lineTotal - shares[i]!, 0)]));
}

export interface Committed {
  num: number;
  amount: number;
}

/**
 * The largest refund for `num` more units of a line: their proportional part of the cap, and the whole
 * remainder when they are the last units. Never more than what is left of the cap.
 */
export function maxRefund(cap: number, lineNum: number, used: Committed, num: number): number {
  const leftAmount = Math.max(cap - used.amount, 0);
  const leftNum = lineNum - used.num;
  if (num <= 0 || num > leftNum) return 0;
  if (num === leftNum) return leftAmount;
  return Math.min(leftAmount, Math.floor((cap * num) / lineNum));
}

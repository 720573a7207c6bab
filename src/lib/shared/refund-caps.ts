// How much of an order line can still be refunded. A line's cap is what the buyer paid for it: its total
// less its share of the order's coupon discount. The shares are kept on the lines when the order is placed: the
// coupon's discount shared by the lines it covers (orders/totals.ts couponShares), so a category coupon's discount
// is never returned with goods of another category. Orders placed before the shares were kept share the discount
// among all their lines. Freight is refunded only with the claim that takes the last of an order never shipped
// (lastClaimFreight): the records then add up to the order's payable. Shared: the after-sales form shows the same cap
// before the server checks it.
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

/** The freight a shipped order keeps: it paid for the delivery and is never refunded (0 for an order never shipped). */
export const freightKept = (o: { freight: number; shippedAt: Date | null }): number => (o.shippedAt ? Math.max(o.freight, 0) : 0);

/**
 * The freight a claim of all that is left of this line refunds with the goods: the order's freight when the order was
 * never shipped, no record holds its freight already (`freightCommitted`), and every other line is claimed in full,
 * so the claim leaves the whole order refunded. 0 otherwise (a shipped order's freight paid for the delivery). The
 * platform's own refund of a failed group-buy (order-refund.ts) takes the same rule with its last record.
 */
export function lastClaimFreight(
  o: { freight: number; shippedAt: Date | null },
  lines: readonly { id: number; leftNum: number }[],
  lineId: number,
  freightCommitted: number,
): number {
  if (freightKept(o) > 0 || o.freight <= 0 || freightCommitted > 0) return 0;
  return lines.every((l) => (l.id === lineId ? l.leftNum > 0 : l.leftNum <= 0)) ? o.freight : 0;
}

/** A line as the claim form and the claim check see it: its cap, what is claimed, and the freight its last units carry. */
export interface ClaimCaps {
  cap: number;
  num: number;
  used: Committed;
  leftNum: number;
  freight: number;
}

/** The most a claim of `num` units of the line may ask: maxRefund on the goods, and the line's freight with its last units. */
export const claimMax = (l: ClaimCaps, num: number): number =>
  maxRefund(l.cap, l.num, l.used, num) + (num > 0 && num === l.leftNum ? l.freight : 0);

/** Of a claim's amount, the fen that are freight: what it asks above the goods' most, up to the line's freight. */
export const freightOfClaim = (l: ClaimCaps, num: number, amount: number): number =>
  Math.min(l.freight, Math.max(amount - maxRefund(l.cap, l.num, l.used, num), 0));

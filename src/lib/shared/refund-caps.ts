// How much of an order line can still be refunded. A line's cap is what the buyer paid for it: its total
// less its share of the order's coupon discount (shares proportional to line totals, the fen left over by
// rounding going to the largest remainders, so the shares add up to the discount exactly). Freight is not
// refunded through line after-sales. Shared: the after-sales form shows the same cap before the server checks it.
export interface CapLine {
  id: number;
  num: number;
  lineTotal: number;
}

/** Line id → fen the buyer paid for the line. Sum = goods total − discount; none negative. */
export function lineCaps(lines: readonly CapLine[], discount: number): Map<number, number> {
  const goods = lines.reduce((s, l) => s + l.lineTotal, 0);
  const d = Math.min(Math.max(discount, 0), goods);
  const out = new Map<number, number>();
  if (goods <= 0 || d === 0) {
    for (const l of lines) out.set(l.id, l.lineTotal);
    return out;
  }
  const shares = lines.map((l) => {
    const exact = (d * l.lineTotal) / goods;
    return { l, share: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = d - shares.reduce((s, x) => s + x.share, 0);
  for (const x of [...shares].sort((a, b) => b.rest - a.rest || a.l.id - b.l.id)) {
    if (left <= 0) break;
    x.share += 1;
    left -= 1;
  }
  for (const x of shares) out.set(x.l.id, x.l.lineTotal - x.share);
  return out;
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

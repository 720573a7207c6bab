// Order quantities: at least the minimum, in steps from it, never above stock. Shared by the cart island and the server.
export interface QtyRule {
  minQty: number;
  stepQty: number;
  stock: number;
  unitName?: string;
}

export const MAX_QTY = 999_999;

/** The Chinese reason a quantity is not allowed, or null when it is. */
export function qtyProblem(num: number, r: QtyRule): string | null {
  const unit = r.unitName ?? '件';
  const min = Math.max(1, r.minQty);
  const step = Math.max(1, r.stepQty);
  if (!Number.isInteger(num) || num < 1 || num > MAX_QTY) return '数量格式不正确';
  if (num < min) return `购买数量不能少于${min}${unit}`;
  if ((num - min) % step !== 0) return `购买数量需在${min}${unit}基础上按${step}${unit}递增`;
  if (num > r.stock) return r.stock >= min ? `库存不足，最多可购买${largestAllowed(r)}${unit}` : '库存不足';
  return null;
}

/** The largest allowed quantity within stock (0 when even the minimum is out of stock). */
export function largestAllowed(r: QtyRule): number {
  const min = Math.max(1, r.minQty);
  const step = Math.max(1, r.stepQty);
  const cap = Math.min(r.stock, MAX_QTY);
  if (cap < min) return 0;
  return min + Math.floor((cap - min) / step) * step;
}

/** The nearest allowed quantity to what was typed (for the +/- control). */
export function clampQty(num: number, r: QtyRule): number {
  const min = Math.max(1, r.minQty);
  const step = Math.max(1, r.stepQty);
  const top = Math.max(min, largestAllowed(r));
  const n = Math.min(Math.max(Math.round(num) || min, min), top);
  const v = min + Math.round((n - min) / step) * step;
  return v > top ? Math.max(min, v - step) : v;
}

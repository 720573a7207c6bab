// The one quantity rule: at least the minimum order, in steps from it, never above stock. Used by the detail
// page, the cart (browser and server), settlement and "buy again"; every refusal reads the same everywhere.
export interface QtyRule {
  minQty: number;
  stepQty: number;
  /** Units left; absent where stock is checked later (adding to the cart checks it with the line's total). */
  stock?: number;
  unitName?: string;
}

export const MAX_QTY = 999_999;

/** How a quantity called `label` is refused when it is no quantity at all (every input schema's zQty and qtyProblem). */
export const qtyMessages = (label: string) =>
  ({ missing: `请输入${label}`, type: `${label}格式不正确`, integer: `${label}需为正整数`, max: `${label}不能超过${MAX_QTY}` }) as const;

/** The refusals of a purchase quantity, so a typed 1.5 reads the same in the browser and from the API. */
export const QTY_MSG = qtyMessages('购买数量');

const bounds = (r: QtyRule) => ({ min: Math.max(1, r.minQty), step: Math.max(1, r.stepQty), unit: r.unitName ?? '件' });

/** The Chinese reason a quantity is not allowed, or null when it is. */
export function qtyProblem(num: number, r: QtyRule): string | null {
  const { min, step, unit } = bounds(r);
  if (!Number.isInteger(num) || num < 1) return QTY_MSG.integer;
  if (num > MAX_QTY) return QTY_MSG.max;
  if (num < min) return `起订量为${min}${unit}`;
  if (r.stock !== undefined && num > r.stock) return r.stock >= min ? `库存不足，最多可购买${largestAllowed(r)}${unit}` : '该规格已售罄';
  if ((num - min) % step !== 0) return `购买数量需在${min}${unit}基础上按${step}${unit}递增`;
  return null;
}

/** The largest allowed quantity within stock (0 when even the minimum is out of stock). */
export function largestAllowed(r: QtyRule): number {
  const { min, step } = bounds(r);
  const cap = Math.min(r.stock ?? MAX_QTY, MAX_QTY);
  if (cap < min) return 0;
  return min + Math.floor((cap - min) / step) * step;
}

/** The nearest allowed quantity to what was typed (ties go up), within stock. */
export function clampQty(num: number, r: QtyRule): number {
  const { min, step } = bounds(r);
  const top = Math.max(min, largestAllowed(r));
  const n = Math.min(Math.max(Math.round(num) || min, min), top);
  const v = min + Math.round((n - min) / step) * step;
  return v > top ? Math.max(min, v - step) : v;
}

/** The next allowed quantity above (dir 1) or below (dir -1) `num`, for the −/+ buttons; stays within the rule. */
export function stepQty(num: number, dir: 1 | -1, r: QtyRule): number {
  const { min, step } = bounds(r);
  const n = Number.isFinite(num) ? Math.floor(num) : min;
  const k = (n - min) / step;
  const next = min + (dir === 1 ? Math.floor(k) + 1 : Math.ceil(k) - 1) * step;
  return clampQty(next, r);
}

// Quantity rules and tier prices, shared by the detail page (display) and the cart (checks). Integer fen.

/** At least minQty, then in steps of stepQty; null when the quantity is acceptable. */
export function quantityError(num: number, minQty: number, stepQty: number, unit: string): string | null {
  if (!Number.isInteger(num) || num < 1) return '购买数量需为正整数';
  if (num < minQty) return `起订量为${minQty}${unit}`;
  if (stepQty > 1 && (num - minQty) % stepQty !== 0) return `购买数量需为起订量${minQty}${unit}加${stepQty}${unit}的整数倍`;
  return null;
}

export interface Tier {
  minQty: number;
  price: number;
}

/**
 * Tier prices are stated for the product's base (lowest) price; a SKU gets the same proportional discount.
 * The highest tier whose minQty the quantity reaches applies.
 */
export function unitPrice(skuPrice: number, basePrice: number, tiers: Tier[], num: number): number {
  let best: Tier | null = null;
  for (const t of tiers) if (num >= t.minQty && (!best || t.minQty > best.minQty)) best = t;
  if (!best || basePrice <= 0 || best.price >= basePrice) return skuPrice;
  return Math.round((skuPrice * best.price) / basePrice);
}

/** The nearest acceptable quantity at or above `num`. */
export function snapQuantity(num: number, minQty: number, stepQty: number): number {
  if (!Number.isFinite(num) || num <= minQty) return minQty;
  const step = Math.max(1, stepQty);
  return minQty + Math.ceil((Math.floor(num) - minQty) / step) * step;
}

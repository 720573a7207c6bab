// A product's listed price and 划线价 (listedPrices in catalogue/import/apply.ts): its cheapest SKU's price, and when
// several SKUs share it, one 划线价 whatever their order. The product's full save passes the SKUs in the form's order
// and the side 单价 form (setSkuPrice) by id: both must list the same.
import { describe, expect, it } from 'vitest';
import { listedPrices } from '~/lib/server/catalogue/import/apply.ts';

type Sku = { price: number; otPrice?: number | null };
const orders = <T>(xs: T[]): T[][] =>
  xs.length <= 1 ? [xs] : xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((r) => [x, ...r]));
const listedInEveryOrder = (skus: Sku[]) => new Set(orders(skus).map((o) => JSON.stringify(listedPrices(o))));

describe('listedPrices', () => {
  it('one SKU cheapest: its price and its 划线价', () => {
    expect(
      listedPrices([
        { price: 1200, otPrice: 1500 },
        { price: 1000, otPrice: 1300 },
        { price: 1100, otPrice: 0 },
      ]),
    ).toEqual({
      price: 1000,
      otPrice: 1300,
    });
    expect(listedPrices([{ price: 1000 }])).toEqual({ price: 1000, otPrice: 0 });
  });

  it('SKUs tied at the lowest price: the lowest 划线价 among them, in every order', () => {
    const tied = [
      { price: 1000, otPrice: 1600 },
      { price: 1000, otPrice: 1300 },
      { price: 1200, otPrice: 1100 },
      { price: 1000, otPrice: 1400 },
    ];
    expect(listedInEveryOrder(tied)).toEqual(new Set([JSON.stringify({ price: 1000, otPrice: 1300 })]));
  });

  it('a tied SKU without 划线价 (0 or none): the product lists none', () => {
    expect(
      listedInEveryOrder([
        { price: 800, otPrice: 1000 },
        { price: 800, otPrice: 0 },
        { price: 900, otPrice: 1200 },
      ]),
    ).toEqual(new Set([JSON.stringify({ price: 800, otPrice: 0 })]));
    expect(
      listedPrices([
        { price: 800, otPrice: 1000 },
        { price: 800, otPrice: null },
      ]),
    ).toEqual({ price: 800, otPrice: 0 });
  });
});

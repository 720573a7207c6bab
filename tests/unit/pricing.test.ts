import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { rateLabel, reductionText, tierUnit, unitPrice } from '~/lib/shared/pricing.ts';
import { clampQty, largestAllowed, qtyProblem, stepQty } from '~/lib/shared/quantity.ts';

const tiersArb = fc.array(fc.record({ minQty: fc.integer({ min: 1, max: 5000 }), price: fc.integer({ min: 1, max: 100_000 }) }), {
  maxLength: 4,
});

describe('the one pricing function', () => {
  it('tier prices are integers, never above the SKU price, and never rise with quantity (any tier table)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        tiersArb,
        fc.integer({ min: 1, max: 10_000 }),
        (sku, base, ts, n) => {
          const u = tierUnit(sku, base, ts, n);
          expect(Number.isInteger(u)).toBe(true);
          expect(u).toBeGreaterThan(0);
          expect(u).toBeLessThanOrEqual(sku);
          expect(tierUnit(sku, base, ts, n + 1000)).toBeLessThanOrEqual(u);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the cheapest SKU gets the tier price exactly, others the same proportion; the lowest reached tier wins', () => {
    const tiers = [
      { minQty: 1000, price: 817 },
      { minQty: 4000, price: 757 },
    ];
    expect(tierUnit(860, 860, tiers, 999)).toBe(860);
    expect(tierUnit(860, 860, tiers, 1000)).toBe(817);
    expect(tierUnit(990, 860, tiers, 1000)).toBe(Math.round((990 * 817) / 860));
    // Tiers that do not fall with quantity: the cheaper, lower tier still applies above the dearer one.
    expect(
      tierUnit(
        100,
        100,
        [
          { minQty: 10, price: 80 },
          { minQty: 50, price: 90 },
        ],
        60,
      ),
    ).toBe(80);
  });

  it('applies the discount after the tier price, rounded to the fen, and names it', () => {
    const d = { rate: 88, label: rateLabel(88) };
    expect(d.label).toBe('8.8折');
    expect(rateLabel(80)).toBe('8折');
    const p = unitPrice({ skuPrice: 990, basePrice: 860, tiers: [{ minQty: 1000, price: 817 }], num: 1000, discount: d });
    expect(p.before).toBe(941);
    expect(p.unit).toBe(828);
    expect(p.discount).toEqual(d);
    expect(reductionText({ unitPrice: p.unit, listUnitPrice: p.before, priceNote: '折扣专区8.8折' })).toBe('折扣专区8.8折，原价¥9.41');
    expect(reductionText({ unitPrice: 828, listUnitPrice: 0, priceNote: '' })).toBe('');
    // No discount, or a rate that would not reduce: the tier price, unnamed.
    expect(unitPrice({ skuPrice: 860, basePrice: 860, tiers: [], num: 1, discount: null })).toEqual({
      unit: 860,
      before: 860,
      discount: null,
    });
    expect(unitPrice({ skuPrice: 860, basePrice: 860, tiers: [], num: 1, discount: { rate: 100, label: '10折' } }).discount).toBeNull();
  });

  it('a discounted unit is an integer between 0 and the undiscounted one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        tiersArb,
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 10_000 }),
        (sku, ts, rate, n) => {
          const p = unitPrice({ skuPrice: sku, basePrice: sku, tiers: ts, num: n, discount: { rate, label: rateLabel(rate) } });
          expect(Number.isInteger(p.unit)).toBe(true);
          expect(p.unit).toBeLessThanOrEqual(p.before);
          expect(p.unit).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the one quantity rule', () => {
  const rule = { minQty: 100, stepQty: 50, stock: 420, unitName: '本' };
  it('needs a positive integer, the minimum, stock, and steps from the minimum; one wording everywhere', () => {
    expect(qtyProblem(100, rule)).toBeNull();
    expect(qtyProblem(400, rule)).toBeNull();
    expect(qtyProblem(1.5, rule)).toBe('购买数量需为正整数');
    expect(qtyProblem(0, rule)).toBe('购买数量需为正整数');
    expect(qtyProblem(99, rule)).toBe('起订量为100本');
    expect(qtyProblem(120, rule)).toBe('购买数量需在100本基础上按50本递增');
    expect(qtyProblem(450, rule)).toBe('库存不足，最多可购买400本');
    expect(qtyProblem(100, { ...rule, stock: 60 })).toBe('该规格已售罄');
    expect(qtyProblem(1_000_000, { minQty: 1, stepQty: 1 })).toBe('购买数量不能超过999999');
    // Without a stock figure (adding to the cart checks stock against the line's total).
    expect(qtyProblem(5000, { minQty: 100, stepQty: 50 })).toBeNull();
  });
  it('typed quantities go to the nearest allowed one; −/+ go to the next allowed one either way', () => {
    expect(largestAllowed(rule)).toBe(400);
    expect([clampQty(430, rule), clampQty(20, rule), clampQty(180, rule), clampQty(120, rule)]).toEqual([400, 100, 200, 100]);
    expect([stepQty(120, 1, rule), stepQty(120, -1, rule), stepQty(150, 1, rule), stepQty(150, -1, rule)]).toEqual([150, 100, 200, 100]);
    expect([stepQty(400, 1, rule), stepQty(100, -1, rule), stepQty(3, 1, rule)]).toEqual([400, 100, 100]);
  });
  it('every quantity the controls produce passes the rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: -100, max: 6000 }),
        (min, step, stock, n) => {
          const r = { minQty: min, stepQty: step, stock };
          if (largestAllowed(r) === 0) return;
          for (const q of [clampQty(n, r), stepQty(n, 1, r), stepQty(n, -1, r)])
            expect(qtyProblem(q, r), `${q} of ${JSON.stringify(r)}`).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('one definition', () => {
  const root = path.resolve(import.meta.dirname, '../../src');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isDirectory()) walk(abs);
      else if (/\.(ts|tsx|astro|mjs)$/.test(e.name)) files.push(abs);
    }
  };
  walk(root);
  const where = (re: RegExp) =>
    files.filter((f) => re.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(root, f).replace(/\\/g, '/'));

  it('prices (tiers, discount rates) are computed only in shared/pricing.ts', () => {
    expect(where(/function\s+(unitPrice|tierUnit|discounted)\b|\*\s*[\w.]*rate\)\s*\/\s*100|\*\s*t\.price\)\s*\//)).toEqual([
      'lib/shared/pricing.ts',
    ]);
  });
  it('quantity refusals are worded only in shared/quantity.ts', () => {
    expect(where(/起订量为|基础上按|最多可购买|function\s+(qtyProblem|quantityError|snapQuantity|clampQty)\b/)).toEqual([
      'lib/shared/quantity.ts',
    ]);
  });
});

describe('coupon words', () => {
  it('face, threshold and rule read the same terms the same way', async () => {
    const { couponFace, couponRule, couponThreshold } = await import('~/lib/shared/pricing.ts');
    const full = { type: 'full', amount: 2000, rate: 100, minAmount: 20000 };
    const rate = { type: 'discount', amount: 20000, rate: 85, minAmount: 100000 };
    expect([couponFace(full), couponThreshold(full), couponRule(full)]).toEqual(['¥20', '满200元可用', '满200减20']);
    expect([couponFace(rate), couponThreshold(rate), couponRule(rate)]).toEqual([
      '8.5折',
      '满1,000元可用',
      '8.5折（满1,000元可用，最多减200元）',
    ]);
    expect([couponThreshold({ minAmount: 0 }), couponRule({ type: 'full', amount: 1000, rate: 100, minAmount: 0 })]).toEqual([
      '无门槛',
      '无门槛减10',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeTotals,
  couponDiscount,
  couponShares,
  FREIGHT_RULE,
  freightFor,
  MAX_AMOUNT,
  type CouponTerms,
} from '~/lib/server/orders/totals.ts';
import { parseYuan } from '~/lib/shared/yuan.ts';
import { lineCaps } from '~/lib/shared/refund-caps.ts';

const line = fc.record({ lineTotal: fc.integer({ min: 0, max: 50_000_000 }), cate1Id: fc.integer({ min: 1, max: 5 }) });
const coupon: fc.Arbitrary<CouponTerms> = fc.record({
  type: fc.constantFrom('full', 'discount', 'weird'),
  amount: fc.integer({ min: 0, max: 100_000_000 }),
  rate: fc.integer({ min: -50, max: 150 }),
  minAmount: fc.integer({ min: 0, max: 10_000_000 }),
  cate1Id: fc.integer({ min: 0, max: 5 }),
});
const province = fc.constantFrom('上海市', '新疆维吾尔自治区', '西藏自治区', '广东省', '', undefined, null);

describe('order totals: the amount bound', () => {
  it('refuses goods and freight above MAX_AMOUNT (the int4 columns), at settlement and when quoting', () => {
    const lines = [
      { lineTotal: 1_500_000_000, cate1Id: 1 },
      { lineTotal: 600_000_000, cate1Id: 1 },
    ];
    expect(() => computeTotals(lines, null, '上海市')).toThrow('订单金额不能超过20,000,000元，请减少数量或分开下单');
    expect(() => computeTotals([{ lineTotal: MAX_AMOUNT - 100, cate1Id: 1 }], null, '上海市', 101)).toThrow(/订单金额不能超过/);
    expect(computeTotals([{ lineTotal: MAX_AMOUNT - 100, cate1Id: 1 }], null, '上海市', 100).payable).toBe(MAX_AMOUNT);
  });
});

describe('order totals (property)', () => {
  it('are integer fen, never negative, the discount never above the goods total, payable = goods + freight - discount', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.option(coupon, { nil: null }), province, (lines, c, p) => {
        const t = computeTotals(lines, c, p);
        for (const v of Object.values(t)) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(t.discount).toBeLessThanOrEqual(t.goodsTotal);
        expect(t.payable).toBe(t.goodsTotal + t.freight - t.discount);
        expect(t.goodsTotal).toBe(lines.reduce((s, l) => s + l.lineTotal, 0));
      }),
      { numRuns: 2000 },
    );
  });

  it('a coupon takes nothing below its threshold and never more than the eligible lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), coupon, (lines, c) => {
        const eligible = lines.filter((l) => c.cate1Id === 0 || l.cate1Id === c.cate1Id).reduce((s, l) => s + l.lineTotal, 0);
        const d = couponDiscount(c, lines);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(eligible);
        if (eligible < c.minAmount) expect(d).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('order totals (examples)', () => {
  it('applies the documented freight rule', () => {
    expect(freightFor(0, '上海市')).toBe(0);
    expect(freightFor(29_999, '上海市')).toBe(1500);
    expect(freightFor(30_000, '上海市')).toBe(0);
    expect(freightFor(50_000, '新疆维吾尔自治区')).toBe(3000);
    expect(freightFor(100_000, '西藏自治区')).toBe(0);
  });
  it('full-reduction and percentage coupons', () => {
    const lines = [
      { lineTotal: 30_000, cate1Id: 1 },
      { lineTotal: 10_000, cate1Id: 2 },
    ];
    expect(couponDiscount({ type: 'full', amount: 5000, rate: 100, minAmount: 30_000, cate1Id: 0 }, lines)).toBe(5000);
    expect(couponDiscount({ type: 'full', amount: 5000, rate: 100, minAmount: 30_000, cate1Id: 2 }, lines)).toBe(0);
    expect(couponDiscount({ type: 'discount', amount: 2000, rate: 90, minAmount: 0, cate1Id: 0 }, lines)).toBe(2000);
    expect(couponDiscount({ type: 'discount', amount: 0, rate: 90, minAmount: 0, cate1Id: 1 }, lines)).toBe(3000);
  });
  it("an operator's quoted freight replaces the rule's; left out, the rule applies (quotes and settlement, one function)", () => {
    const lines = [{ lineTotal: 20_000, cate1Id: 0 }];
    expect(computeTotals(lines, null, '上海市')).toEqual({ goodsTotal: 20_000, freight: 1500, discount: 0, payable: 21_500 });
    expect(computeTotals(lines, null, '上海市', 0)).toEqual({ goodsTotal: 20_000, freight: 0, discount: 0, payable: 20_000 });
    expect(computeTotals(lines, null, '新疆维吾尔自治区', 8800)).toEqual({
      goodsTotal: 20_000,
      freight: 8800,
      discount: 0,
      payable: 28_800,
    });
  });
});

describe('money input', () => {
  it('parses yuan into fen without float errors', () => {
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('0.07')).toBe(7);
    expect(parseYuan('1.005')).toBeNull();
    expect(parseYuan('-1')).toBeNull();
  });
});

describe('the freight rule in words', () => {
  it('says the amounts and provinces freightFor charges by', () => {
    expect(FREIGHT_RULE.text).toBe(
      '订单商品金额满¥300包邮，不满收取运费¥15；新疆、西藏、青海、内蒙古、宁夏、甘肃、海南满¥1,000包邮，不满收取运费¥30。',
    );
    expect([
      freightFor(29999, '上海市'),
      freightFor(30000, '上海市'),
      freightFor(99999, '新疆维吾尔自治区'),
      freightFor(100000, '新疆维吾尔自治区'),
    ]).toEqual([1500, 0, 3000, 0]);
  });
});

describe("the coupon's share of each line (what a line's refund leaves out)", () => {
  it('only the lines the coupon covers carry it; the shares add up to the discount and none passes its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ total: fc.integer({ min: 1, max: 1_000_000 }), cate: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 200_000 }),
        (raw, cate1Id, amount) => {
          const lines = raw.map((l) => ({ lineTotal: l.total, cate1Id: l.cate }));
          const c: CouponTerms = { type: 'full', amount, rate: 100, minAmount: 0, cate1Id };
          const discount = couponDiscount(c, lines);
          const shares = couponShares(c, lines, discount);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(discount);
          lines.forEach((l, i) => {
            if (cate1Id !== 0 && l.cate1Id !== cate1Id) expect(shares[i]).toBe(0);
            expect(shares[i]).toBeLessThanOrEqual(l.lineTotal);
          });
          const caps = lineCaps(
            lines.map((l, i) => ({ id: i + 1, num: 1, lineTotal: l.lineTotal, couponShare: shares[i]! })),
            discount,
          );
          lines.forEach((l, i) => expect(caps.get(i + 1)).toBe(l.lineTotal - shares[i]!));
        },
      ),
    );
  });

  it('a category coupon on a mixed order: ¥50 off the ¥100 gift, nothing off the ¥900 of another category', () => {
    const lines = [
      { lineTotal: 10_000, cate1Id: 7 },
      { lineTotal: 90_000, cate1Id: 8 },
    ];
    expect(couponShares({ cate1Id: 7 }, lines, 5000)).toEqual([5000, 0]);
    expect(couponShares({ cate1Id: 0 }, lines, 5000)).toEqual([500, 4500]);
    expect(couponShares(null, lines, 0)).toEqual([0, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCapitals } from '~/lib/shared/capitals.ts';

describe('toCapitals (大写金额 from integer fen)', () => {
  const cases: [number, string][] = [
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角整'],
    [55, '伍角伍分'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [150, '壹元伍角整'],
    [1000, '壹拾元整'],
    [1050, '壹拾元伍角整'],
    [10005, '壹佰元零伍分'],
    [100500, '壹仟零伍元整'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    [1000000, '壹万元整'],
    [1005000, '壹万零伍拾元整'],
    [1010000, '壹万零壹佰元整'],
    [10000000, '壹拾万元整'],
    [10010000, '壹拾万零壹佰元整'],
    [100001000, '壹佰万零壹拾元整'],
    [123456789, '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
    [10000000000, '壹亿元整'],
    [10000010000, '壹亿零壹佰元整'],
    [10001000000, '壹亿零壹万元整'],
    [110000000000, '壹拾壹亿元整'],
    [2000000300, '贰仟万零叁元整'],
    [1234567890123, '壹佰贰拾叁亿肆仟伍佰陆拾柒万捌仟玖佰零壹元贰角叁分'],
    [-12345, '负壹佰贰拾叁元肆角伍分'],
  ];
  it.each(cases)('%i fen → %s', (fen, text) => {
    expect(toCapitals(fen)).toBe(text);
  });

  it('refuses fractions of a fen and unsafe numbers', () => {
    expect(() => toCapitals(1.5)).toThrow();
    expect(() => toCapitals(Number.NaN)).toThrow();
    expect(() => toCapitals(Number.MAX_SAFE_INTEGER + 2)).toThrow();
  });

  it('never has two 零 in a row, never ends in 零, and ends in 整 exactly when there are no fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_000_000_000_000 }), (fen) => {
        const s = toCapitals(fen);
        expect(s).not.toMatch(/零零/);
        expect(s).not.toMatch(/零[元万亿整]/);
        expect(s.endsWith('整')).toBe(fen % 10 === 0);
        expect(s).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
      }),
    );
  });

  it('reads back to the same number', () => {
    const V: Record<string, number> = { 零: 0, 壹: 1, 贰: 2, 叁: 3, 肆: 4, 伍: 5, 陆: 6, 柒: 7, 捌: 8, 玖: 9 };
    const P: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };
    function parse(s: string): number {
      let total = 0;
      let sec = 0;
      let digit = 0;
      let big = 0;
      for (const ch of s) {
        if (ch in V) digit = V[ch]!;
        else if (ch in P) {
          sec += digit * P[ch]!;
          digit = 0;
        } else if (ch === '万' || ch === '亿') {
          sec += digit;
          digit = 0;
          if (ch === '亿') {
            big = (big + sec) * 1e8;
            total = 0;
            sec = 0;
          } else {
            total += sec * 1e4;
            sec = 0;
          }
        } else if (ch === '元') {
          total += sec + digit + big;
          sec = 0;
          digit = 0;
          big = 0;
          total *= 100;
        } else if (ch === '角') {
          total += digit * 10;
          digit = 0;
        } else if (ch === '分') {
          total += digit;
          digit = 0;
        }
      }
      return total;
    }
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 99_999_999_999 }), (fen) => {
        expect(parse(toCapitals(fen))).toBe(fen);
      }),
    );
  });
});

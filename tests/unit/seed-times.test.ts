import { describe, expect, it } from 'vitest';
import { visitTimes } from '~/lib/server/seed/account.ts';
import { chinaDay } from '~/lib/shared/time.ts';
import { demoOrderNo } from '~/lib/server/seed/orders.ts';
import { newOrderNo } from '~/lib/server/orders/create.ts';

// The demo footprints fall on the China day they claim, whatever the hour the seed runs at.
describe('seeded footprint times', () => {
  const hours = ['2026-11-24T16:23:00Z', '2026-11-24T16:00:00Z', '2026-11-24T15:59:59Z', '2026-11-24T04:00:00Z', '2026-11-25T15:00:00Z'];
  for (const iso of hours) {
    it(`stay on their day and never in the future when seeded at ${iso}`, () => {
      const now = Date.parse(iso);
      for (const ago of [0, 1, 3, 6]) {
        const times = visitTimes(now, ago, 4);
        expect(times).toHaveLength(4);
        const expectedDay = chinaDay(now - ago * 86400_000);
        for (const t of times) {
          expect(chinaDay(t)).toBe(expectedDay);
          expect(t).toBeLessThanOrEqual(now);
        }
        expect([...times].sort((a, b) => b - a)).toEqual(times);
      }
    });
  }
});

// A demo order's number carries the Beijing day it was placed, as a real one does (orders/create.ts newOrderNo).
describe('seeded order numbers', () => {
  it('name the Beijing day, also in the eight hours UTC is still on the day before', () => {
    expect(demoOrderNo(new Date('2026-11-26T16:30:00Z'), 7)).toBe('QL2026112700000000880007');
    expect(demoOrderNo(new Date('2026-11-26T15:59:59Z'), 7)).toBe('QL2026112600000000880007');
  });
  it('have the length and digits of a real one', () => {
    const at = new Date('2026-11-26T16:30:00Z');
    expect(demoOrderNo(at, 12)).toHaveLength(newOrderNo(at).length);
    expect(demoOrderNo(at, 12)).toMatch(/^QL\d{22}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { visitTimes } from '~/lib/server/seed/account.ts';
import { chinaDay } from '~/lib/shared/time.ts';

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

// A day typed as YYYY-MM-DD is a real calendar day everywhere one is read (time.ts isCalendarDay, fields.ts zDay):
// Date.parse alone takes '2026-02-30' as 2 March, which a filter would quietly move and a date column refuses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCalendarDay } from '~/lib/shared/time.ts';
import { seckillListQuery } from '~/lib/shared/activities.ts';
import { deleteFootprintsSchema } from '~/lib/shared/account-lists.ts';
import { quoteBody } from '~/lib/shared/contracts/admin.ts';
import { workQuery } from '~/lib/server/admin/filters.ts';

describe('isCalendarDay', () => {
  it('takes real days, leap days only in leap years', () => {
    for (const d of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31']) expect(isCalendarDay(d), d).toBe(true);
  });
  it('refuses days the calendar lacks and other shapes', () => {
    for (const d of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '2026/01/01',
      '2026-01-01T00:00',
      '',
    ])
      expect(isCalendarDay(d), d).toBe(false);
  });
});

describe('every schema that reads a day uses it', () => {
  const refused = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);
  it.each([
    ['the seckill board', (d: string) => seckillListQuery.safeParse({ date: d }), '日期格式不正确'],
    ['a footprint day', (d: string) => deleteFootprintsSchema.safeParse({ day: d }), '日期格式不正确'],
    ['a quote', (d: string) => quoteBody.safeParse({ id: 1, lines: {}, deliveryDate: d }), '交货日期格式应为YYYY-MM-DD'],
    ['the work queues', (d: string) => workQuery.safeParse({ from: d }), '开始日期格式应为YYYY-MM-DD'],
  ])('%s', (_, parse, message) => {
    expect(refused(parse('2099-02-30'))).toBe(message);
    expect(refused(parse('2099-02-28'))).toBeNull();
  });
});

describe("a quote's 交货日期 is not before today, China time", () => {
  afterEach(() => vi.useRealTimers());
  const quote = (d: string) => quoteBody.safeParse({ id: 1, lines: {}, deliveryDate: d }).error?.issues[0]?.message ?? null;
  it('refuses yesterday and takes today, where the day changes at midnight in Beijing (16:00 UTC)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T16:30:00Z'));
    expect(quote('2026-11-27')).toBe('交货日期不能早于今天');
    expect(quote('2026-11-28')).toBeNull();
    expect(quote('2020-01-01')).toBe('交货日期不能早于今天');
    // A day that does not exist is refused for its form, not for being past.
    expect(quote('2020-02-30')).toBe('交货日期格式应为YYYY-MM-DD');
  });
});

// A day typed as YYYY-MM-DD is a real calendar day everywhere one is read (time.ts isCalendarDay, fields.ts zDay):
// Date.parse alone takes '2026-02-30' as 2 March, which a filter would quietly move and a date column refuses.
import { describe, expect, it } from 'vitest';
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
    expect(refused(parse('2026-02-30'))).toBe(message);
    expect(refused(parse('2026-02-28'))).toBeNull();
  });
});

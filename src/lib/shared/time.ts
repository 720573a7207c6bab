// The store's clock is China time (UTC+8 all year, no daylight saving), whatever the server's zone: the one
// place that knows the offset. Days, shown times, order/invoice/after-sales numbers and activity slots use it.
export const CHINA_OFFSET_MS = 8 * 3600_000;

/** The instant's China wall-clock time as 'YYYY-MM-DDTHH:mm:ss.sssZ' (the Z is not a zone here: slice it). */
export function chinaIso(d: Date | string | number = new Date()): string {
  return new Date(new Date(d).getTime() + CHINA_OFFSET_MS).toISOString();
}

/** The China calendar day, 'YYYY-MM-DD'. */
export const chinaDay = (d: Date | string | number = new Date()) => chinaIso(d).slice(0, 10);

/** Times shown to buyers: 'YYYY-MM-DD HH:mm' (or with seconds), Beijing time. */
export function formatTime(d: Date | string | null | undefined, withSeconds = false): string {
  if (!d) return '';
  const t = chinaIso(d);
  return `${t.slice(0, 10)} ${t.slice(11, withSeconds ? 19 : 16)}`;
}

/**
 * A typed 'YYYY-MM-DD' that is a real calendar day. Date.parse alone accepts '2026-02-30' (as 2 March), which a
 * filter would then quietly move and a date column refuses.
 */
export const isCalendarDay = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
};

/** A day's length, for day arithmetic on instants. */
export const DAY_MS = 86_400_000;

/** The instant a China calendar day ('YYYY-MM-DD') begins. */
export const chinaMidnight = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);

/** The instants a range of China days covers: from the first day's midnight to the midnight after the last. */
export const chinaDayRange = (from?: string, to?: string): { from?: Date; to?: Date } => ({
  from: from ? chinaMidnight(from) : undefined,
  to: to ? new Date(chinaMidnight(to).getTime() + DAY_MS) : undefined,
});

/** A time as a datetime-local input shows it, in China time: 'YYYY-MM-DDTHH:mm' ('' for none). */
export const chinaLocalInput = (d: Date | string | null | undefined): string => (d ? chinaIso(d).slice(0, 16) : '');

/** A datetime-local input's 'YYYY-MM-DDTHH:mm', read as China time (an invalid one gives an invalid Date). */
export const fromChinaLocalInput = (v: string): Date => new Date(Date.parse(`${v}:00Z`) - CHINA_OFFSET_MS);

/** RFC 3339 in Beijing time with its offset, e.g. '2026-11-27T12:00:00+08:00' (WeChat Pay's time_expire). */
export const chinaRfc3339 = (d: Date): string => chinaIso(d).replace(/\.\d{3}Z$/, '+08:00');

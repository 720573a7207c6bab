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

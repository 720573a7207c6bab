// Times shown to buyers are Beijing time, whatever the server's zone.
export function formatTime(d: Date | string | null | undefined, withSeconds = false): string {
  if (!d) return '';
  const t = new Date(new Date(d).getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, withSeconds ? 19 : 16)}`;
}

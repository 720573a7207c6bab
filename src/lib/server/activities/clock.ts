// Activity times are China time (UTC+8 all year, no daylight saving): slots recur daily.
const OFFSET_MS = 8 * 3600_000;

/** The China calendar day (YYYY-MM-DD) and minute of that day for an instant. */
export function chinaClock(now: Date): { day: string; minute: number } {
  const shifted = new Date(now.getTime() + OFFSET_MS);
  return { day: shifted.toISOString().slice(0, 10), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The instant a China-time day plus minutes after midnight begins. */
export function chinaInstant(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS + minute * 60_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
}

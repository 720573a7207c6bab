// Activity times are China time (shared/time.ts): slots recur daily.
import { CHINA_OFFSET_MS as OFFSET_MS, chinaIso } from '~/lib/shared/time.ts';

/** The China calendar day (YYYY-MM-DD) and minute of that day for an instant. */
export function chinaClock(now: Date): { day: string; minute: number } {
  const t = chinaIso(now);
  return { day: t.slice(0, 10), minute: Number(t.slice(11, 13)) * 60 + Number(t.slice(14, 16)) };
}

/** The instant a China-time day plus minutes after midnight begins. */
export function chinaInstant(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS + minute * 60_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
}

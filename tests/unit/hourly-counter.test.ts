// The fixed-hour counts behind the page-view budgets (storefront/hourly-counter.ts): the store-wide ceiling is one
// HourlyCounter, the beacon's budget per address is HourlyCounters.
import { describe, expect, it } from 'vitest';
import { HOUR, HourlyCounter, HourlyCounters } from '~/lib/server/storefront/hourly-counter.ts';

const takes = (take: (now: number) => boolean, n: number, now: number) => Array.from({ length: n }, () => take(now));

describe('HourlyCounter', () => {
  it('allows max takes in the hour from the first take, none between, and max again once that hour is over', () => {
    const c = new HourlyCounter(3);
    const t0 = 1_000_000;
    expect(c.since).toBe(-Infinity);
    expect(takes((t) => c.take(t), 4, t0)).toEqual([true, true, true, false]);
    expect(c.since).toBe(t0);
    expect(c.take(t0 + HOUR - 1)).toBe(false);
    expect(c.take(t0 + HOUR)).toBe(true);
    expect(c.since).toBe(t0 + HOUR);
    expect(takes((t) => c.take(t), 3, t0 + HOUR + 5)).toEqual([true, true, false]);
  });

  it('the hour is fixed: it starts at the first take after the last hour ended, not at the latest take', () => {
    const c = new HourlyCounter(2);
    c.take(0);
    c.take(HOUR - 10);
    expect(c.take(HOUR - 5)).toBe(false);
    expect(c.take(HOUR + 1)).toBe(true);
    expect(c.since).toBe(HOUR + 1);
  });

  it('a take given back can be taken again; giving back never goes below none', () => {
    const c = new HourlyCounter(2);
    expect(takes((t) => c.take(t), 3, 0)).toEqual([true, true, false]);
    c.giveBack();
    expect(c.take(1)).toBe(true);
    expect(c.take(2)).toBe(false);
    const fresh = new HourlyCounter(1);
    fresh.giveBack();
    fresh.giveBack();
    expect(takes((t) => fresh.take(t), 2, 0)).toEqual([true, false]);
  });
});

describe('HourlyCounters', () => {
  it('counts each key on its own, in an hour from its own first take', () => {
    const c = new HourlyCounters(2, 10);
    expect(takes((t) => c.take('a', t), 3, 0)).toEqual([true, true, false]);
    expect(takes((t) => c.take('b', t), 3, HOUR / 2)).toEqual([true, true, false]);
    expect(c.take('a', HOUR)).toBe(true);
    expect(c.take('b', HOUR)).toBe(false);
    expect(c.take('b', HOUR + HOUR / 2)).toBe(true);
  });

  it('holds at most keysMax keys: a new key drops those whose hour is over, or is refused while none is', () => {
    const c = new HourlyCounters(5, 3);
    for (const k of ['a', 'b', 'c']) expect(c.take(k, 0)).toBe(true);
    expect(c.take('d', HOUR - 1)).toBe(false);
    expect(c.size).toBe(3);
    // Keys already held still count while the store is full.
    expect(c.take('a', HOUR - 1)).toBe(true);
    expect(c.take('d', HOUR)).toBe(true);
    expect(c.size).toBe(1);
    expect(c.take('e', HOUR)).toBe(true);
    expect(c.size).toBe(2);
  });
});

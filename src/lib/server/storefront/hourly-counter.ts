// In-memory counts in a fixed hour (analytics.ts): the hour starts at the first take after the last hour ended, and
// the count starts again with it. One counter is the store-wide ceiling on page views; a keyed set of them is the
// beacon's budget per client address.

export const HOUR = 3600_000;

/** Takes of at most `max` in a fixed hour from the first take after the last hour ended. */
export class HourlyCounter {
  #since = -Infinity;
  #n = 0;

  readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  /** When the current hour began (-Infinity before the first take): one hour's events can be told from the next. */
  get since(): number {
    return this.#since;
  }

  /** Whether the hour that began at `since` is over at `now`. */
  expired(now: number): boolean {
    return now - this.#since >= HOUR;
  }

  /** Takes one of the hour's `max` if any is left. */
  take(now = Date.now()): boolean {
    if (this.expired(now)) [this.#since, this.#n] = [now, 0];
    if (this.#n >= this.max) return false;
    this.#n++;
    return true;
  }

  /** Returns a take that was then not used, so it counts against nothing. */
  giveBack(): void {
    if (this.#n > 0) this.#n--;
  }
}

/**
 * An HourlyCounter per key (a client address), holding at most `keysMax` keys: a new key past that drops the keys
 * whose hour is over, and if none is, it is refused until one is.
 */
export class HourlyCounters {
  readonly #counters = new Map<string, HourlyCounter>();

  readonly max: number;
  readonly keysMax: number;

  constructor(max: number, keysMax: number) {
    this.max = max;
    this.keysMax = keysMax;
  }

  /** Keys held now. */
  get size(): number {
    return this.#counters.size;
  }

  /** Takes one of the key's `max` for its hour if any is left and the key can be held. */
  take(key: string, now = Date.now()): boolean {
    let counter = this.#counters.get(key);
    if (!counter) {
      if (this.#counters.size >= this.keysMax) {
        for (const [k, c] of this.#counters) if (c.expired(now)) this.#counters.delete(k);
        if (this.#counters.size >= this.keysMax) return false;
      }
      this.#counters.set(key, (counter = new HourlyCounter(this.max)));
    }
    return counter.take(now);
  }
}

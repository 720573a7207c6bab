// A small in-process cache for public catalogue data (categories, home blocks, list pages).
// Changes clear it through the change notices (public-caches.ts), in this process and on every other server;
// entries also expire after a few seconds, which bounds staleness should a notice be lost.
// An expired entry is still answered for a short while, once, as its fresh value loads in the background:
// visitors never wait for a reload, and a burst of requests at the moment of expiry causes one reload.
interface Entry {
  at: number;
  value: Promise<unknown>;
  settled: boolean;
  refreshing: boolean;
}

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 500;
export const CACHE_TTL_MS = 30_000;
/** How long past its expiry an entry may be answered while its successor loads. */
const STALE_MS = 10_000;
/** Bumped on clear: a load that started before then is not stored. */
let generation = 0;

function store(key: string, value: Promise<unknown>): Entry {
  const entry: Entry = { at: Date.now(), value, settled: false, refreshing: false };
  if (entries.size >= MAX_ENTRIES && !entries.has(key)) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
  value.then(
    () => {
      entry.settled = true;
    },
    () => {
      // A failed load is not remembered.
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return entry;
}

export function cached<T>(key: string, fn: () => Promise<T>, ttlMs = CACHE_TTL_MS): Promise<T> {
  const hit = entries.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < ttlMs) return hit.value as Promise<T>;
  if (hit && hit.settled && age < ttlMs + STALE_MS) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const started = generation;
      const next = fn();
      next.then(
        () => {
          if (started === generation && entries.get(key) === hit) store(key, next);
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<T>;
  }
  return store(key, fn()).value as Promise<T>;
}

export function clearCatalogueCache(): void {
  entries.clear();
  generation++;
}

// A small in-process cache for public catalogue data (categories, home blocks, list pages).
// Entries live a few seconds: several app processes may share one PostgreSQL database and the
// catalogue import runs as its own process, so expiry (not invalidation messages) keeps them in step.
const entries = new Map<string, { at: number; value: Promise<unknown> }>();
const MAX_ENTRIES = 500;
export const CACHE_TTL_MS = 30_000;

export function cached<T>(key: string, fn: () => Promise<T>, ttlMs = CACHE_TTL_MS): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = fn();
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { at: now, value });
  // A failed load is not remembered.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

export function clearCatalogueCache(): void {
  entries.clear();
}

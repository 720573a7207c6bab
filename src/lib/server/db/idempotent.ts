// The one rule of a keyed submission (contracts: idempotencyKeySchema; the browser's key: lib/client/submission-key.ts):
// the same key sent again answers what its first submission made instead of making it again. Used by the order's
// submission, 申请售后 and the cart's add.
import { isUniqueViolation } from './errors.ts';

/**
 * `make()` once per key. What the key already made (`find`) is answered first; a submission whose write loses the
 * race to a parallel one with the same key (the unique index on the key stops it, and its transaction is rolled
 * back) answers what that one made. Without a key (an optional one left out by an old client), `make()` runs.
 */
export async function onceByKey<K extends string, T>(
  key: K | undefined,
  find: (key: K) => Promise<T | null | undefined>,
  make: () => Promise<T>,
): Promise<T> {
  if (key === undefined) return make();
  const seen = await find(key);
  if (seen) return seen;
  try {
    return await make();
  } catch (e) {
    const again = isUniqueViolation(e) ? await find(key) : undefined;
    if (again) return again;
    throw e;
  }
}

// The catalogue data cache (issue #7): an expired entry is answered while one reload runs in the background.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS, cached, clearCatalogueCache } from '~/lib/server/catalogue/cache.ts';

afterEach(() => {
  vi.restoreAllMocks();
  clearCatalogueCache();
});

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('catalogue cache', () => {
  it('answers the old value once expired, reloads once, then answers the new value', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached('k', load)).toBe(1);
    expect(await cached('k', load)).toBe(1);
    now.mockReturnValue(1_000_000 + CACHE_TTL_MS + 1);
    const during = await Promise.all([cached('k', load), cached('k', load), cached('k', load)]);
    expect(during).toEqual([1, 1, 1]);
    await tick();
    expect(loads).toBe(2);
    expect(await cached('k', load)).toBe(2);
  });

  it('far past expiry it waits for a fresh load; a failed load is not remembered', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(2_000_000);
    expect(await cached('k', async () => 'a')).toBe('a');
    now.mockReturnValue(2_000_000 + CACHE_TTL_MS + 60_000);
    expect(await cached('k', async () => 'b')).toBe('b');
    await expect(
      cached('e', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    await tick();
    expect(await cached('e', async () => 'ok')).toBe('ok');
  });

  it('a reload that started before the cache was cleared is not kept', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(3_000_000);
    await cached('k', async () => 'old');
    now.mockReturnValue(3_000_000 + CACHE_TTL_MS + 1);
    let finish!: (v: string) => void;
    expect(await cached('k', () => new Promise<string>((r) => (finish = r)))).toBe('old');
    clearCatalogueCache();
    finish('stale reload');
    await tick();
    expect(await cached('k', async () => 'after the change')).toBe('after the change');
  });
});

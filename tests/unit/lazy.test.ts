import { describe, expect, it } from 'vitest';
import { lazily, warm } from '~/lib/client/lazy.ts';

describe('lazily: a module loaded the first time it is needed', () => {
  it('loads once, however many ask, at once or later', async () => {
    let loads = 0;
    const get = lazily(async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(loads).toBe(1);
  });

  it('a failed load (no network) is tried again by the next call, and warm leaves the failure to it', async () => {
    let loads = 0;
    const get = lazily(async () => {
      if (++loads === 1) throw new Error('offline');
      return 'schema';
    });
    warm(get)();
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(1);
    await expect(get()).resolves.toBe('schema');
    expect(loads).toBe(2);
  });
});

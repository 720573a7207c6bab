// The visitor page cache under concurrency (issue #7): an expiry costs one rendering, not one per visitor.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedPage, clearPageCache, PAGE_TTL_MS, renderOnce } from '~/lib/server/page-cache.ts';

const html = (text: string) => ({
  res: new Response(text, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  setsCookie: false,
});
const text = (e: { body: Uint8Array } | null) => (e ? new TextDecoder().decode(e.body) : null);

afterEach(() => {
  vi.restoreAllMocks();
  clearPageCache();
});

describe('visitor page cache', () => {
  it('visitors arriving while the page renders wait for that one rendering', async () => {
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const first = renderOnce('/', async () => {
      renders++;
      await gate;
      return html('v1');
    });
    const waiting = Promise.all([cachedPage('/'), cachedPage('/'), cachedPage('/')]);
    finish();
    expect((await first).entry).not.toBeNull();
    expect((await waiting).map(text)).toEqual(['v1', 'v1', 'v1']);
    expect(renders).toBe(1);
  });

  it('after expiry one request renders while the others get the previous page; then the new one', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await renderOnce('/', async () => html('old'));
    now.mockReturnValue(1_000_000 + PAGE_TTL_MS + 1);
    expect(await cachedPage('/')).toBeNull(); // expired and nobody is rendering: this request renders
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const refresh = renderOnce('/', async () => {
      await gate;
      return html('new');
    });
    expect(text(await cachedPage('/'))).toBe('old');
    finish();
    await refresh;
    expect(text(await cachedPage('/'))).toBe('new');
  });

  it('an answer that may not be cached (a cookie, an error) is not shared: waiters render their own', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const first = renderOnce('/x', async () => {
      await gate;
      return { res: new Response('mine', { headers: { 'content-type': 'text/html' } }), setsCookie: true };
    });
    const waiter = cachedPage('/x');
    finish();
    expect((await first).entry).toBeNull();
    expect(await waiter).toBeNull();
    await expect(
      renderOnce('/y', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await cachedPage('/y')).toBeNull();
  });
});

describe('visitor page cache and data changes', () => {
  it('a rendering that started before the caches were cleared is not kept', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const before = renderOnce('/', async () => {
      await gate;
      return html('before the change');
    });
    clearPageCache();
    finish();
    expect((await before).entry).toBeNull();
    expect(await cachedPage('/')).toBeNull();
  });
});

// @vitest-environment happy-dom
// A part of the page brought up to date after the user's action (lib/client/page-parts.ts, and 基本信息's cells in
// lib/client/user-info.ts) on a bad network: the part keeps what it shows, the page is asked for again quietly, and
// the user is told when it never came. It failed silently: the part went on showing the state before the action.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage, PAGE_STALE, refreshParts, REFRESH_RETRY_MS } from '~/lib/client/page-parts.ts';
import { PROFILE_EVENT, wireUserInfo } from '~/lib/client/user-info.ts';

const fetchMock = vi.fn<typeof fetch>();
const page = (log: string) => new Response(`<html><body><section id="audit-trail"><p>${log}</p></section></body></html>`, { status: 200 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const toasts = () => document.getElementById('toast-host')?.textContent ?? '';
/** Runs the quiet retries' waits. */
const waits = () => vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS.reduce((a, b) => a + b, 0) + 10);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  document.body.innerHTML = '<main><section id="audit-trail"><p>暂无员工操作</p></section></main>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.getElementById('toast-host')?.remove();
});

describe('refreshParts on a bad network', () => {
  it('replaces the part with the fresh rendering', async () => {
    fetchMock.mockResolvedValueOnce(page('保存帮助文章'));
    expect(await refreshParts(['audit-trail'])).toBe(true);
    expect(document.getElementById('audit-trail')!.textContent).toBe('保存帮助文章');
    expect(toasts()).toBe('');
  });

  it('tries again quietly after no network and a proxy error, and replaces the part once the page comes', async () => {
    fetchMock
      .mockImplementationOnce(offline)
      .mockResolvedValueOnce(new Response('<h1>502 Bad Gateway</h1>', { status: 502 }))
      .mockResolvedValueOnce(page('保存帮助文章'));
    const done = refreshParts(['audit-trail']);
    await waits();
    expect(await done).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(document.getElementById('audit-trail')!.textContent).toBe('保存帮助文章');
    expect(toasts()).toBe('');
  });

  it('keeps the part as it was and says so when the page never comes; never rejects', async () => {
    fetchMock.mockImplementation(offline);
    const done = refreshParts(['audit-trail']);
    await waits();
    expect(await done).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1 + REFRESH_RETRY_MS.length);
    expect(document.getElementById('audit-trail')!.textContent).toBe('暂无员工操作');
    expect(toasts()).toBe(PAGE_STALE);
  });

  it('does not ask again after a refusal (4xx)', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 403 }));
    expect(await freshPage()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts()).toBe(PAGE_STALE);
  });
});

describe("基本信息's cells after the company's facts changed", () => {
  const cells = (company: string) =>
    `<section data-user-info><dl><dd data-fresh="company">${company}</dd><dd data-fresh="creditCode">-</dd><dd data-fresh="licence">-</dd></dl></section>`;

  it('keep what they show and say so when the page never comes, and follow it when it does', async () => {
    document.body.innerHTML = cells('旧公司有限公司');
    wireUserInfo();
    fetchMock.mockImplementation(offline);
    window.dispatchEvent(new Event(PROFILE_EVENT));
    await waits();
    expect(fetchMock).toHaveBeenCalledTimes(1 + REFRESH_RETRY_MS.length);
    expect(document.querySelector('[data-fresh="company"]')!.textContent).toBe('旧公司有限公司');
    expect(toasts()).toBe(PAGE_STALE);

    fetchMock.mockReset();
    fetchMock.mockImplementationOnce(offline).mockResolvedValueOnce(new Response(`<html><body>${cells('新公司有限公司')}</body></html>`));
    window.dispatchEvent(new Event(PROFILE_EVENT));
    await waits();
    expect(document.querySelector('[data-fresh="company"]')!.textContent).toBe('新公司有限公司');
  });
});

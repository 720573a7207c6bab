// @vitest-environment happy-dom
// The browser API client's rules (§4, §7, §8): bearer header, envelope handling, the two kinds of 401.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiFailure, REQUEST_TIMEOUT_MS } from '~/lib/client/api.ts';
import { $messageStore, $searchKeyword, setCartNum, setUserInfo } from '~/lib/client/stores.ts';
import { TOKEN_KEY } from '~/lib/client/token.ts';
import { TOAST_MS, toastFailure } from '~/lib/client/toast.ts';

const calls: { url: string; headers: Headers }[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | Request, init?: RequestInit) => {
      const req = url instanceof Request ? url : new Request(new URL(String(url), location.origin), init);
      calls.push({ url: req.url, headers: req.headers });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends JSON with the bearer token and returns the envelope on status 200', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok123');
    answer(200, { status: 200, msg: 'success', data: { removed: 3 } });
    const r = await api.post('/api/collect/user/del', { ids: [1] });
    expect(r.data.removed).toEqual(3);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok123');
    expect(calls[0]!.headers.get('content-type')).toContain('application/json');
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
  });

  it('a business failure throws the server msg', async () => {
    answer(400, { status: 400, msg: '两次密码需一致', data: null });
    await expect(
      api.post('/api/register/reset', { phone: '13800000000', code: '123456', password: 'abc12345', confirm: 'x' }),
    ).rejects.toMatchObject({ message: '两次密码需一致', status: 400 });
  });

  it('status 401 in a body: 请先登录, the token and store cleared, then /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    setUserInfo({ id: 1 } as never);
    setCartNum(7);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    answer(401, { status: 401, msg: '请先登录', data: null });
    await expect(api.get('/api/userinfo')).rejects.toBeInstanceOf(ApiFailure);
    expect(document.querySelector('.toast')?.textContent).toBe('请先登录');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect($messageStore.get()).toMatchObject({ userInfo: null, cartNum: 0 });
    vi.advanceTimersByTime(400);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=/));
    vi.advanceTimersByTime(TOAST_MS);
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('a transport-level 401 without an envelope resets the token and reloads', async () => {
    localStorage.setItem(TOKEN_KEY, 'x');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    answer(401, 'Unauthorized');
    await expect(api.get('/api/cart/list')).rejects.toBeInstanceOf(ApiFailure);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it('network failure gives 网络异常！', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(api.get('/api/pc/index')).rejects.toMatchObject({ message: '网络异常！' });
  });
});

describe('toastFailure (islands that load the API client lazily)', () => {
  const shown = () => [...document.querySelectorAll('.toast')].map((t) => [t.className, t.textContent]);
  afterEach(() => {
    vi.advanceTimersByTime(TOAST_MS);
  });

  it("shows the server's msg of a failed call, in the kind asked for", async () => {
    answer(400, { status: 400, msg: '商品编号不存在', data: null });
    const err = await api.get('/api/products/code').catch((e: unknown) => e);
    toastFailure(err, '网络异常！');
    toastFailure(err, '收藏失败', 'error');
    expect(shown()).toEqual([
      ['toast toast-warning', '商品编号不存在'],
      ['toast toast-error', '商品编号不存在'],
    ]);
  });

  it('falls back when the failure carries no msg (no network, a chunk that did not load)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    toastFailure(await api.get('/api/cart/count').catch((e: unknown) => e), '网络异常！');
    toastFailure(new TypeError('Failed to fetch dynamically imported module'), '收藏失败', 'error');
    toastFailure(new ApiFailure(500, ''), '收藏失败');
    toastFailure(null, '网络异常！');
    expect(shown()).toEqual([
      ['toast toast-warning', '网络异常！'],
      ['toast toast-error', '收藏失败'],
      ['toast toast-warning', '收藏失败'],
      ['toast toast-warning', '网络异常！'],
    ]);
  });

  it('says nothing more for a 401: the client has already said 请先登录', () => {
    toastFailure(new ApiFailure(401, '请先登录'), '网络异常！');
    expect(shown()).toEqual([]);
  });
});

describe('client state', () => {
  it("is persisted under 'messageStore' with userInfo and hotKey", () => {
    setUserInfo({ id: 9, companyName: '某公司' } as never);
    $messageStore.set({ ...$messageStore.get(), hotKey: ['名片'] });
    const saved = JSON.parse(localStorage.getItem('messageStore')!);
    expect(saved.userInfo.companyName).toBe('某公司');
    expect(saved.hotKey).toEqual(['名片']);
  });
  it('the search keyword is not persisted', () => {
    $searchKeyword.set('手提袋');
    expect(localStorage.getItem('messageStore') ?? '').not.toContain('手提袋');
  });
});

// @vitest-environment happy-dom
// The favourite buttons (components/FavouriteButton.astro: the cards' hearts, the detail page's 收藏 button): plain
// markup wired by one delegated listener (lib/client/card-favourites.ts). Every copy of a product follows a toggle, the
// button is aria-disabled while its call runs (it keeps focus), and a refusal changes nothing.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('~/lib/client/api.ts', () => ({ api: { post } }));

const { wireCardFavourites } = await import('~/lib/client/card-favourites.ts');

const card = (id: number, on = false) =>
  `<button type="button" class="fav-btn fav-compact" data-fav="${id}" aria-pressed="${on}" aria-label="收藏 商品${id}">` +
  `<span class="fav-icon" aria-hidden="true">${on ? '♥' : '♡'}</span></button>`;
const detail = (id: number) =>
  `<button type="button" class="fav-btn" data-fav="${id}" aria-pressed="false"><span class="fav-icon" aria-hidden="true">♡</span>` +
  `<span class="fav-text">收藏</span></button>`;
const buttons = (id: number) => [...document.querySelectorAll<HTMLButtonElement>(`button[data-fav="${id}"]`)];
const toasts = () => document.getElementById('toast-host')?.textContent ?? '';

beforeAll(() => wireCardFavourites());
beforeEach(() => {
  document.body.dataset.user = '1';
  document.body.innerHTML = `<main>${card(7)}${card(8)}<section>${card(7)}</section></main>`;
});
afterEach(() => post.mockReset());

describe('card favourite buttons', () => {
  it('add then remove, every copy of the product following, the others untouched', async () => {
    let answer!: (v: { msg: string }) => void;
    post.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    buttons(7)[1]!.click();
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith('/api/collect/add', { id: 7, category: 'collect' }));
    expect(buttons(7)[1]!.getAttribute('aria-disabled')).toBe('true');
    expect(buttons(7)[1]!.disabled, 'still focusable').toBe(false);
    buttons(7)[1]!.click(); // a second click while the call runs is not a second call
    answer({ msg: '收藏成功' });
    await vi.waitFor(() => expect(buttons(7)[1]!.hasAttribute('aria-disabled')).toBe(false));
    expect(post).toHaveBeenCalledTimes(1);
    expect(buttons(7).map((b) => [b.getAttribute('aria-pressed'), b.textContent])).toEqual([
      ['true', '♥'],
      ['true', '♥'],
    ]);
    expect(buttons(8)[0]!.getAttribute('aria-pressed')).toBe('false');
    expect(toasts()).toContain('收藏成功');

    post.mockResolvedValueOnce({ msg: '' });
    buttons(7)[0]!.click();
    await vi.waitFor(() => expect(buttons(7)[1]!.getAttribute('aria-pressed')).toBe('false'));
    expect(post).toHaveBeenLastCalledWith('/api/collect/del', { id: 7, category: 'collect' });
    expect(buttons(7)[1]!.textContent).toBe('♡');
    expect(toasts()).toContain('已取消收藏');
  });

  it("a refusal shows the server's msg (收藏失败 without one) and changes nothing", async () => {
    post.mockRejectedValueOnce(Object.assign(new Error('收藏数量已达上限'), { status: 500 }));
    buttons(8)[0]!.click();
    await vi.waitFor(() => expect(toasts()).toContain('收藏数量已达上限'));
    await vi.waitFor(() => expect(buttons(8)[0]!.hasAttribute('aria-disabled')).toBe(false));
    expect(buttons(8)[0]!.getAttribute('aria-pressed')).toBe('false');
    post.mockRejectedValueOnce(new TypeError('fetch failed'));
    buttons(8)[0]!.click();
    await vi.waitFor(() => expect(toasts()).toContain('收藏失败'));
    await vi.waitFor(() => expect(buttons(8)[0]!.hasAttribute('aria-disabled')).toBe(false));
    expect(buttons(8)[0]!.getAttribute('aria-pressed')).toBe('false');
  });

  it("the detail page's button says 收藏 / 已收藏, and the cards of its product follow it", async () => {
    document.body.innerHTML = `<main>${detail(7)}${card(7)}</main>`;
    post.mockResolvedValueOnce({ msg: '收藏成功' });
    buttons(7)[0]!.click();
    await vi.waitFor(() => expect(buttons(7)[0]!.textContent).toBe('♥已收藏'));
    expect(buttons(7).map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    expect(buttons(7)[1]!.textContent).toBe('♥');
  });
});

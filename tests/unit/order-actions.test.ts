// @vitest-environment happy-dom
// The order buttons (components/orders/OrderActions.astro) are plain markup served by one delegated listener
// (lib/client/order-actions.ts): disabled until it runs, then each does what its order needs; while a call runs that
// order's buttons are aria-disabled (the pressed one keeps focus), and a refusal says the server's words and gives them back.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ACTION_LABELS } from '~/lib/shared/order-actions.ts';
import type { BuyerAction } from '~/lib/shared/contracts/orders.ts';

const post = vi.fn();
/** As the API client's: the HTTP status and the server's msg. */
class ApiFailure extends Error {
  readonly status: number;
  constructor(status: number, msg: string) {
    super(msg);
    this.status = status;
  }
}
vi.mock('~/lib/client/api.ts', () => ({ api: { post, get: vi.fn(async () => ({ data: { count: 3 } })) }, ApiFailure }));

const { wireOrderActions } = await import('~/lib/client/order-actions.ts');

/** The markup OrderActions.astro draws. */
const order = (id: number, actions: BuyerAction[]) =>
  `<div class="order-actions" role="group" aria-label="订单 QL${id} 操作">` +
  actions
    .map(
      (a) => `<button type="button" class="btn" data-order-action="${a}" data-order-id="${id}" disabled>${ORDER_ACTION_LABELS[a]}</button>`,
    )
    .join('') +
  '</div>';
const button = (id: number, a: BuyerAction) =>
  document.querySelector<HTMLButtonElement>(`button[data-order-id="${id}"][data-order-action="${a}"]`)!;
const toasts = () => document.getElementById('toast-host')?.textContent ?? '';
/** The store's 提示 dialog asking (askConfirm), once it is open. */
const question = () => document.querySelector<HTMLDialogElement>('dialog[role="alertdialog"][open]');
/** Answers the open question with its 确定 or 取消. */
async function reply(button: '确定' | '取消') {
  await vi.waitFor(() => expect(question()).not.toBeNull());
  [...question()!.querySelectorAll('button')].find((b) => b.textContent === button)!.click();
}
const assign = vi.fn();
const reload = vi.fn();

beforeAll(() => {
  Object.defineProperty(window, 'location', { value: { assign, reload }, configurable: true });
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  document.body.innerHTML = `<main>${order(1, ['cancel', 'pay'])}${order(2, ['take', 'again'])}${order(3, ['uploadReceipt'])}</main>`;
});
afterEach(() => {
  vi.useRealTimers();
  post.mockReset();
  assign.mockReset();
  reload.mockReset();
  vi.unstubAllGlobals();
});

describe('order action buttons', () => {
  it('are disabled in the HTML and enabled once the script runs', () => {
    expect(button(1, 'cancel').disabled).toBe(true);
    wireOrderActions();
    wireOrderActions(); // a second call (another copy of the component) adds no second listener
    expect([...document.querySelectorAll('button')].every((b) => !b.disabled)).toBe(true);
  });

  it('pay and upload go to their pages with no call', () => {
    wireOrderActions();
    button(1, 'pay').click();
    button(3, 'uploadReceipt').click();
    expect(assign.mock.calls).toEqual([['/cart/payment?orderId=1'], ['/cart/bankPay?orderId=3']]);
    expect(post).not.toHaveBeenCalled();
  });

  it("asks before cancelling, in the store's 提示 dialog; no means no call", async () => {
    wireOrderActions();
    const native = vi.fn(() => true);
    vi.stubGlobal('confirm', native);
    button(1, 'cancel').click();
    await vi.waitFor(() => expect(question()).not.toBeNull());
    expect(question()!.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(question()!.getAttribute('aria-labelledby')!)!.textContent).toBe('提示');
    expect(question()!.textContent).toContain('确定取消该订单吗？取消后库存与优惠券将退回。');
    await reply('取消');
    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(native).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    expect(button(1, 'cancel').disabled).toBe(false);
  });

  it("confirming receipt calls the server once, aria-disables only that order's buttons, then shows the order anew", async () => {
    wireOrderActions();
    let answer!: (v: { msg: string }) => void;
    post.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    button(2, 'take').click();
    await reply('确定');
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith('/api/order/take', { id: 2 }));
    const working = (b: HTMLButtonElement) => b.getAttribute('aria-disabled') === 'true';
    expect([working(button(2, 'take')), working(button(2, 'again')), working(button(1, 'cancel'))]).toEqual([true, true, false]);
    expect(button(2, 'take').disabled, 'still focusable').toBe(false);
    button(2, 'take').click(); // aria-disabled: no second call
    answer({ msg: '已确认收货' });
    await vi.waitFor(() => expect(toasts()).toContain('已确认收货'));
    vi.advanceTimersByTime(600);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("a refusal shows the server's words and gives the buttons back", async () => {
    wireOrderActions();
    post.mockRejectedValueOnce(new ApiFailure(409, '订单状态已变化，请刷新页面'));
    button(1, 'cancel').click();
    await reply('确定');
    await vi.waitFor(() => expect(toasts()).toContain('订单状态已变化，请刷新页面'));
    expect(button(1, 'cancel').disabled).toBe(false);
    expect(button(1, 'cancel').hasAttribute('aria-disabled')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('buying again puts the lines in the cart, names what was skipped, updates the badge and goes to the cart', async () => {
    wireOrderActions();
    const changed = vi.fn();
    addEventListener('cart:changed', (e) => changed((e as CustomEvent).detail));
    post.mockResolvedValueOnce({ msg: '已加入购物车', data: { skipped: ['旧信封'] } });
    button(2, 'again').click();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith({ count: 3 }));
    expect(post).toHaveBeenCalledWith('/api/order/again', { id: 2 });
    expect(toasts()).toContain('旧信封 已下架或售罄，未加入购物车');
    vi.advanceTimersByTime(600);
    expect(assign).toHaveBeenCalledWith('/cart/shoppingCart');
  });
});

// The buttons for what a buyer may do with an order (components/orders/OrderActions.astro), on /myOrder and
// /orderDetail: plain markup, disabled in the server's HTML, enabled and served here by one delegated listener.
// Paying and uploading a receipt go to their pages; the rest ask first where it matters (the store's 提示 dialog, askConfirm), call the server, say what it
// answered, and show the order as it is now. While a call runs, that order's buttons are aria-disabled (not disabled:
// the one pressed keeps the keyboard's focus, so a refusal leaves the buyer where they were, not at the page's top).
import type { BuyerAction } from '~/lib/shared/contracts/orders.ts';
import { ORDER_ACTION_CALLS, ORDER_ACTION_QUESTIONS } from '~/lib/shared/order-actions.ts';
import { toast, toastFailure } from './toast.ts';
import { askConfirm } from './dom-dialog.ts';
import { isWorking, setWorking } from './working.ts';

const SELECTOR = 'button[data-order-action]';

function groupOf(button: HTMLButtonElement): HTMLButtonElement[] {
  return [...(button.closest('.order-actions') ?? button.parentElement!).querySelectorAll<HTMLButtonElement>(SELECTOR)];
}

async function act(button: HTMLButtonElement) {
  const a = button.dataset.orderAction as BuyerAction;
  const id = Number(button.dataset.orderId);
  if (a === 'pay') return location.assign(`/cart/payment?orderId=${id}`);
  if (a === 'uploadReceipt') return location.assign(`/cart/bankPay?orderId=${id}`);
  const question = ORDER_ACTION_QUESTIONS[a];
  if (question && !(await askConfirm(question))) return;
  const group = groupOf(button);
  setWorking(group, true);
  try {
    // The API client loads on first use, like the other furniture scripts.
    const { api } = await import('./api.ts');
    if (a === 'again') {
      const r = await api.post('/api/order/again', { id });
      toast.success(r.msg);
      if (r.data.skipped.length) toast.warning(`${r.data.skipped.join('、')} 已下架或售罄，未加入购物车`);
      const { syncCartNum } = await import('~/islands/cart/syncCartNum.ts');
      await syncCartNum();
      setTimeout(() => location.assign('/cart/shoppingCart'), 600);
    } else {
      toast.success((await api.post(ORDER_ACTION_CALLS[a as keyof typeof ORDER_ACTION_CALLS], { id })).msg);
      setTimeout(() => location.reload(), 600);
    }
  } catch (e) {
    // The server's words (a sign-in that ended is the API client's to handle), else a general one.
    toastFailure(e, '操作失败，请稍后再试', 'error');
    setWorking(group, false);
  }
}

let wired = false;

/** Enables the page's order buttons and serves their clicks (once per page, whatever the number of orders). */
export function wireOrderActions() {
  document.querySelectorAll<HTMLButtonElement>(SELECTOR).forEach((b) => (b.disabled = false));
  if (wired) return;
  wired = true;
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>(SELECTOR);
    if (button && !button.disabled && !isWorking(button)) void act(button);
  });
  // Back to a page left while a call ran (the back-forward cache keeps it as it was): its buttons work again.
  addEventListener('pageshow', (e) => {
    if (e.persisted) setWorking([...document.querySelectorAll<HTMLButtonElement>(SELECTOR)], false);
  });
}

// The cart count badge (§2.6): server-rendered, refreshed from GET /api/cart/count when the cart changes
// (the 'cart:changed' event) or the page comes back from the back-forward cache. 99+ above 99.
import { api, ApiFailure } from '../../lib/client/api.ts';
import { setCartNum } from '../../lib/client/stores.ts';
import { toast } from '../../lib/client/toast.ts';
import { badgeText } from '../../lib/shared/furniture.ts';

export function showCartCount(count: number) {
  setCartNum(count);
  const text = badgeText(count);
  document.querySelectorAll<HTMLElement>('[data-cart-badge]').forEach((b) => {
    b.dataset.count = String(count);
    b.hidden = !text;
    b.textContent = text;
  });
}

export async function refreshCartCount() {
  try {
    const { data } = await api.get<{ count: number }>('/api/cart/count');
    showCartCount(data.count);
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 401) return; // the client already sent the visitor to /login
    toast.warning(e instanceof ApiFailure ? e.message : '网络异常！');
  }
}

export function initCartBadge(loggedIn: boolean) {
  if (!loggedIn) return;
  const first = document.querySelector<HTMLElement>('[data-cart-badge]');
  if (first) setCartNum(Number(first.dataset.count ?? 0));
  addEventListener('cart:changed', (e) => {
    const count = (e as CustomEvent<{ count?: number }>).detail?.count;
    if (typeof count === 'number') showCartCount(count);
    else void refreshCartCount();
  });
  addEventListener('pageshow', (e) => { if (e.persisted) void refreshCartCount(); });
}

// The cart badges (header and side bar) are plain markup (shared/marks.ts renders them everywhere); this keeps them
// in step for a signed-in buyer: the server's count first, then the shared cart number store, which follows the
// 'cart:changed' event (its detail.count, or a fresh GET /api/cart/count), other tabs (the store is persisted) and
// pages restored from the back-forward cache. Visitors' badges stay empty.
import { cartBadgeInner, badgeText } from '~/lib/shared/marks.ts';
import { $messageStore, setCartNum } from './stores.ts';
import { toastFailure } from './toast.ts';
import { NETWORK_FAILED } from '~/lib/shared/messages.ts';

async function refreshCartCount() {
  try {
    // The API client loads on first use: the home page's JavaScript budget has no room for it at load.
    const { api } = await import('./api.ts');
    const { data } = await api.get('/api/cart/count');
    setCartNum(Number(data.count) || 0);
  } catch (e) {
    toastFailure(e, NETWORK_FAILED);
  }
}

function show(badge: HTMLElement, count: number) {
  badge.innerHTML = cartBadgeInner(count, badge.classList.contains('sb-badge'));
  badge.hidden = !badgeText(count);
  if (badge.dataset.count !== undefined) badge.dataset.count = String(count);
}

/** Wires the page's cart badges (after furniture.ts put the server's count into the store); marks them data-live. */
export function wireCartBadges() {
  const badges = [...document.querySelectorAll<HTMLElement>('[data-cart-badge]')];
  if (!badges.length) return;
  $messageStore.subscribe(({ cartNum }) => badges.forEach((b) => show(b, cartNum)));
  addEventListener('cart:changed', (e) => {
    const count = (e as CustomEvent<{ count?: number } | null>).detail?.count;
    if (typeof count === 'number') setCartNum(count);
    else void refreshCartCount();
  });
  addEventListener('pageshow', (e) => {
    if (e.persisted) void refreshCartCount();
  });
  badges.forEach((b) => b.setAttribute('data-live', ''));
}

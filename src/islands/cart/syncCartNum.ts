// Keeps the header badge in step after the cart changed: the count call is the badge's own source of truth;
// the cart list's count stands in when it is unavailable. The badges (lib/client/cart-badges.ts) follow the shared
// store and listen for 'cart:changed', so every change is announced there as well as in the shared store.
import { api } from '~/lib/client/api.ts';
import { setCartNum } from '~/lib/client/stores.ts';

/** A new cart count: into the shared store first (a badge hydrating later shows it), then announced. */
export function publishCartCount(count: number) {
  setCartNum(count);
  dispatchEvent(new CustomEvent('cart:changed', { detail: { count } }));
}

export async function syncCartNum(known?: number) {
  try {
    const r = await api.get('/api/cart/count');
    return publishCartCount(Number(r.data?.count ?? 0));
  } catch {
    /* fall through */
  }
  if (known !== undefined) return publishCartCount(known);
  try {
    publishCartCount((await api.get('/api/cart/list')).data.count);
  } catch {
    /* leave the badge as it is */
  }
}

// Keeps the header badge in step after the cart changed: the count call is the badge's own source of truth.
import { api } from '../../lib/client/api.ts';
import { setCartNum } from '../../lib/client/stores.ts';

export async function syncCartNum(fallback: number) {
  try {
    const r = await api.get<{ count: number }>('/api/cart/count');
    setCartNum(Number(r.data?.count ?? fallback));
  } catch {
    setCartNum(fallback);
  }
}

// Keeps the header badge in step after the cart changed: the count call is the badge's own source of truth;
// the cart list's count stands in when it is unavailable.
import { api } from '../../lib/client/api.ts';
import { setCartNum } from '../../lib/client/stores.ts';

export async function syncCartNum(known?: number) {
  try {
    const r = await api.get<{ count: number }>('/api/cart/count');
    return setCartNum(Number(r.data?.count ?? 0));
  } catch { /* fall through */ }
  if (known !== undefined) return setCartNum(known);
  try {
    setCartNum((await api.get<{ count: number }>('/api/cart/list')).data.count);
  } catch { /* leave the badge as it is */ }
}

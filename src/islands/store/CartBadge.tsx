// The cart count badge (§2.6, §2.7): the server's count first, then the shared cart number store, which
// follows the 'cart:changed' event (its detail.count, or a fresh GET /api/cart/count) and pages restored
// from the back-forward cache. 99+ above 99. Rendered without a client directive for visitors.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $messageStore, EMPTY_STATE, setCartNum } from '~/lib/client/stores.ts';
import { toastFailure } from '~/lib/client/toast.ts';
import { badgeText } from '~/lib/shared/furniture.ts';

async function refreshCartCount() {
  try {
    // The API client loads on first use: the home page's JavaScript budget has no room for it at load.
    const { api } = await import('~/lib/client/api.ts');
    const { data } = await api.get('/api/cart/count');
    setCartNum(Number(data.count) || 0);
  } catch (e) {
    toastFailure(e, '网络异常！');
  }
}

// The header and the side bar each show a badge: the page listens once, whatever the number of badges.
let listening = false;
function listenOnce() {
  if (listening) return;
  listening = true;
  addEventListener('cart:changed', (e) => {
    const count = (e as CustomEvent<{ count?: number } | null>).detail?.count;
    if (typeof count === 'number') setCartNum(count);
    else void refreshCartCount();
  });
  addEventListener('pageshow', (e) => {
    if (e.persisted) void refreshCartCount();
  });
}

export default function CartBadge(props: { count: number; side?: boolean }) {
  // Hydration renders the server's count (the persisted store may hold another page's number); the store takes over after.
  const [serverState] = useState(() => ({ ...EMPTY_STATE, cartNum: props.count }));
  const { cartNum } = useStore($messageStore, { ssr: () => serverState });
  useEffect(listenOnce, []);
  const text = badgeText(cartNum);
  if (props.side)
    return (
      <span className="cart-badge sb-badge" data-cart-badge hidden={!text}>
        {text}
      </span>
    );
  return (
    <span className="cart-badge" data-cart-badge data-count={cartNum} hidden={!text}>
      <span className="sr-only">共</span>
      {text}
      <span className="sr-only">件</span>
    </span>
  );
}

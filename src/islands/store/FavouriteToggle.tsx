// The detail page's favourite toggle (§2.10, §7, §8): a heart and 收藏/已收藏. Its behaviour is lib/client/favourites.ts,
// shared with the product cards' plain buttons; every copy of one product follows the $favourites entry.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $favourites } from '~/lib/client/stores.ts';
import { toastFailure } from '~/lib/client/toast.ts';
import { favIcon } from '~/lib/shared/marks.ts';

const NONE: Record<string, boolean> = {};

export default function FavouriteToggle(props: { id: number; on: 0 | 1 }) {
  const key = String(props.id);
  // Hydration renders the server's state; a card's earlier toggle of the same product shows right after.
  const favs = useStore($favourites, { keys: [key], ssr: () => NONE });
  const on = favs[key] ?? props.on === 1;
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    // loaded on first use, as for the cards (card-favourites.ts); a failed load is the call's failure
    await import('~/lib/client/favourites.ts')
      .then((f) => f.toggleFavourite(props.id, on))
      .catch((err: unknown) => toastFailure(err, '收藏失败', 'error'));
    setBusy(false);
  }

  return (
    <button type="button" className="fav-btn" data-fav={props.id} disabled={busy} aria-pressed={on} onClick={() => void toggle()}>
      <span className="fav-icon" aria-hidden="true">
        {favIcon(on)}
      </span>
      <span className="fav-text">{on ? '已收藏' : '收藏'}</span>
    </button>
  );
}

// The favourite toggle (§2.10, §7, §8): isCollect 0→1 with 收藏成功, 1→0 with 已取消收藏; a failure shows the
// msg or 收藏失败; a visitor goes to /login. Every copy of one product (hot sale, floors, detail) shares the
// $favourites entry, so they stay in step. Props stay tiny: the home page carries about sixty of these.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $favourites } from '~/lib/client/stores.ts';
import { toast, toastFailure } from '~/lib/client/toast.ts';

const NONE: Record<string, boolean> = {};

/** Compact (a heart, named by aria-label) unless `full` (heart and 收藏/已收藏, on the detail page). */
export default function FavouriteToggle(props: { id: number; name: string; on: 0 | 1; full?: boolean }) {
  const key = String(props.id);
  // Hydration renders the server's state; another copy's earlier toggle shows right after.
  const favs = useStore($favourites, { keys: [key], ssr: () => NONE });
  const on = favs[key] ?? props.on === 1;
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (document.body.dataset.user !== '1') {
      location.assign('/login?redirect=' + encodeURIComponent(location.pathname + location.search));
      return;
    }
    setBusy(true);
    try {
      // The API client loads on first use: the home page's JavaScript budget has no room for it at load.
      const { api } = await import('~/lib/client/api.ts');
      const res = await api.post(on ? '/api/collect/del' : '/api/collect/add', { id: props.id, category: 'collect' });
      $favourites.setKey(key, !on);
      toast.success(res.msg || (on ? '已取消收藏' : '收藏成功'));
    } catch (err) {
      toastFailure(err, '收藏失败', 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={props.full ? 'fav-btn' : 'fav-btn fav-compact'}
      data-fav={props.id}
      disabled={busy}
      aria-pressed={on}
      aria-label={props.full ? undefined : `收藏 ${props.name}`}
      onClick={() => void toggle()}
    >
      <span className="fav-icon" aria-hidden="true">
        {on ? '♥' : '♡'}
      </span>
      {props.full && <span className="fav-text">{on ? '已收藏' : '收藏'}</span>}
    </button>
  );
}

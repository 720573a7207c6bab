// Favourite toggles (§2.10, §7, §8): isCollect 0→1 with 收藏成功, 1→0 with 已取消收藏; a failure shows
// the msg or 收藏失败; a visitor goes to /login. One delegated listener serves every [data-fav] button.
import { api, ApiFailure } from '../../lib/client/api.ts';
import { toast } from '../../lib/client/toast.ts';

function paint(btn: HTMLButtonElement, on: boolean) {
  btn.setAttribute('aria-pressed', on ? 'true' : 'false');
  const icon = btn.querySelector('.fav-icon');
  if (icon) icon.textContent = on ? '♥' : '♡';
  const text = btn.querySelector('.fav-text');
  if (text) text.textContent = on ? '已收藏' : '收藏';
}

export function initFavourites(loggedIn: boolean) {
  document.addEventListener('click', async (e) => {
    const btn = (e.target as Element | null)?.closest<HTMLButtonElement>('button[data-fav]');
    if (!btn || btn.disabled) return;
    e.preventDefault();
    if (!loggedIn) {
      location.assign('/login?redirect=' + encodeURIComponent(location.pathname + location.search));
      return;
    }
    const id = Number(btn.dataset.fav);
    const on = btn.getAttribute('aria-pressed') === 'true';
    btn.disabled = true;
    try {
      const res = await api.post(on ? '/api/collect/del' : '/api/collect/add', { id, category: 'collect' });
      // The same product may show in several blocks (hot sale, floors): keep every copy in step.
      document.querySelectorAll<HTMLButtonElement>(`button[data-fav="${id}"]`).forEach((b) => paint(b, !on));
      toast.success(res.msg || (on ? '已取消收藏' : '收藏成功'));
    } catch (err) {
      if (!(err instanceof ApiFailure && err.status === 401)) toast.error((err instanceof ApiFailure && err.message) || '收藏失败');
    } finally {
      btn.disabled = false;
    }
  });
}

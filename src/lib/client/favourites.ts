// The favourite toggle's one behaviour (§2.10, §7, §8) for its plain buttons (components/FavouriteButton.astro: the
// cards' hearts and the detail page's 收藏 button; card-favourites.ts loads this on the first click).
// isCollect 0→1 with 收藏成功, 1→0 with 已取消收藏; a failure shows the msg or 收藏失败; a visitor goes to /login.
// The new state goes to every copy of the product on the page.
import { loginUrl } from '~/lib/shared/links.ts';
import { favIcon, favText } from '~/lib/shared/marks.ts';
import { toast, toastFailure } from './toast.ts';
import { setWorking } from './working.ts';

/** Toggles product `id` from `on`; resolves once the answer is shown (never rejects). */
export async function toggleFavourite(id: number, on: boolean): Promise<void> {
  if (document.body.dataset.user !== '1') {
    location.assign(loginUrl(location.pathname + location.search));
    return;
  }
  try {
    // The API client loads on first use: the home page's JavaScript budget has no room for it at load.
    const { api } = await import('./api.ts');
    const res = await api.post(on ? '/api/collect/del' : '/api/collect/add', { id, category: 'collect' });
    showEverywhere(id, !on);
    toast.success(res.msg || (on ? '已取消收藏' : '收藏成功'));
  } catch (err) {
    toastFailure(err, '收藏失败', 'error');
  }
}

/** A button's click (card-favourites.ts marked it working at the click): toggles its product, then gives it back. */
export async function toggleCard(b: HTMLButtonElement) {
  await toggleFavourite(Number(b.dataset.fav), b.getAttribute('aria-pressed') === 'true');
  setWorking([b], false);
}

/** Every copy of product `id`'s button on the page shows state `on`. */
function showEverywhere(id: number, on: boolean) {
  for (const b of document.querySelectorAll<HTMLElement>(`button.fav-btn[data-fav="${id}"]`)) {
    b.setAttribute('aria-pressed', String(on));
    const icon = b.querySelector('.fav-icon');
    if (icon) icon.textContent = favIcon(on);
    const text = b.querySelector('.fav-text');
    if (text) text.textContent = favText(on);
  }
}

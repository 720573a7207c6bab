// The furniture's client side, one small bundle for every page: state sync, page views, logout and the side
// bar, the category menus, the cart badges, the product cards' favourite buttons, and the dialogs (support, purchase
// by number: plain DOM, loaded on their first opening). The carousel is a React island.
import { wireCardFavourites } from '~/lib/client/card-favourites.ts';
import { wireCategoryMenus } from '~/lib/client/category-menu.ts';
import { $searchKeyword, resetStore, setCartNum, setHotKey } from '~/lib/client/stores.ts';
import { clearToken, getToken } from '~/lib/client/token.ts';
import { toast } from '~/lib/client/toast.ts';
import { reportPageView } from './page-view.ts';
import { initSideBar } from './side-bar.ts';
import { NETWORK_FAILED } from '~/lib/shared/messages.ts';

const loggedIn = document.body.dataset.user === '1';
// The server decides who is logged in (session cookie); a token it no longer honours is dropped.
if (!loggedIn && getToken()) {
  clearToken();
  resetStore();
}
// A page the browser restores from its back-forward cache after 退出登录, or after another account logged in (this tab
// or another), was rendered for someone no longer here: ask the server again (it sends a visitor to /login).
const tokenAtLoad = getToken();
addEventListener('pageshow', (e) => {
  if (e.persisted && getToken() !== tokenAtLoad) location.reload();
});
const hot = document.querySelector('[data-hot-key]');
if (hot) setHotKey([...hot.querySelectorAll('a')].map((a) => a.textContent ?? ''));
// The server's cart count is the freshest there is when the page arrives; the badges follow the store from here.
const badge = document.querySelector<HTMLElement>('[data-cart-badge][data-count]');
if (loggedIn && badge) setCartNum(Number(badge.dataset.count) || 0);
// A visitor's badges stay empty: only a signed-in buyer loads what keeps them in step.
if (loggedIn) void import('~/lib/client/cart-badges.ts').then((b) => b.wireCartBadges());

document
  .querySelectorAll<HTMLButtonElement>('[data-logout]')
  .forEach((b) => b.addEventListener('click', () => void import('~/lib/client/session.ts').then((s) => s.logout())));
// §4: the search keyword does not survive the page.
addEventListener('pagehide', () => $searchKeyword.set(''));

// The furniture's dialogs load on the first click on one of their openers (lib/client/furniture-dialogs.ts, no React),
// then open at once on every click after. A load that fails (network) says so; the next click tries again.
const OPENERS = '[data-open-support],[data-open-purchase]';
const openerOf = (e: Event) => (e.target as Element | null)?.closest?.(OPENERS);
const dialogs = () => import('~/lib/client/furniture-dialogs.ts');
// A pointer over an opener, or the keyboard's focus on one, starts the download, so the click rarely waits for it.
const prefetch = (e: Event) => {
  if (openerOf(e)) dialogs().catch(() => {});
};
document.addEventListener('pointerover', prefetch, { passive: true });
document.addEventListener('focusin', prefetch);
document.addEventListener('click', (e) => {
  const opener = openerOf(e);
  if (!opener) return;
  dialogs().then(
    (m) => m.openFurnitureDialog(opener.hasAttribute('data-open-support') ? 'support' : 'purchase'),
    () => toast.error(NETWORK_FAILED),
  );
});

// 跳到主要内容 (BaseLayout's first Tab stop): focus goes to the page's <main>, whichever id it has, so the next Tab
// reaches its first control.
document.querySelector('[data-skip-main]')?.addEventListener('click', (e) => {
  const main = document.querySelector('main');
  if (!main) return;
  e.preventDefault();
  main.tabIndex = -1;
  main.focus();
});

wireCardFavourites();
wireCategoryMenus();
reportPageView();
initSideBar();

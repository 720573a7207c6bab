// The furniture's client side, one small bundle for every page: state sync, page views, logout and the side
// bar, the category menus, the cart badges and the product cards' favourite buttons. The other interactive pieces
// (dialogs, carousel, the detail page's favourite toggle) are React islands.
import { wireCardFavourites } from '~/lib/client/card-favourites.ts';
import { wireCategoryMenus } from '~/lib/client/category-menu.ts';
import { $searchKeyword, resetStore, setCartNum, setHotKey } from '~/lib/client/stores.ts';
import { clearToken, getToken } from '~/lib/client/token.ts';
import { reportPageView } from './page-view.ts';
import { initSideBar } from './side-bar.ts';

const loggedIn = document.body.dataset.user === '1';
// The server decides who is logged in (session cookie); a token it no longer honours is dropped.
if (!loggedIn && getToken()) {
  clearToken();
  resetStore();
}
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

wireCardFavourites();
wireCategoryMenus();
reportPageView();
initSideBar();

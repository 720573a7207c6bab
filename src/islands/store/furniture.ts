// The furniture's client side, one small bundle for every page: state sync, page views, dialogs,
// side bar, cart badge and favourite toggles. Plain DOM code keeps the home page far under its JS budget.
import { $searchKeyword, resetStore, setHotKey } from '../../lib/client/stores.ts';
import { clearToken, getToken } from '../../lib/client/token.ts';
import { logout } from '../../lib/client/session.ts';
import { reportPageView } from './page-view.ts';
import { initDialogs } from './dialogs.ts';
import { initSideBar } from './side-bar.ts';
import { initCartBadge } from './cart-badge.ts';
import { initFavourites } from './favourite.ts';

const loggedIn = document.body.dataset.user === '1';
// The server decides who is logged in (session cookie); a token it no longer honours is dropped.
if (!loggedIn && getToken()) {
  clearToken();
  resetStore();
}
const hot = document.querySelector('[data-hot-key]');
if (hot) setHotKey([...hot.querySelectorAll('a')].map((a) => a.textContent ?? ''));

document.querySelectorAll<HTMLButtonElement>('[data-logout]').forEach((b) => b.addEventListener('click', () => void logout()));
// §4: the search keyword does not survive the page.
addEventListener('pagehide', () => $searchKeyword.set(''));

reportPageView();
initDialogs();
initSideBar();
initCartBadge(loggedIn);
initFavourites(loggedIn);

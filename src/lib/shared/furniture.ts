// SPEC §2.4: which pieces of page furniture each route shows. Pure, so the layout and tests share it.
import { pathKey } from './request-path.ts';

/** Route names of §2.2 that the visibility rules mention, by path (compared case-insensitively). */
const ROUTES: Record<string, string> = {
  '/': 'IndexAll',
  '/indexpage': 'IndexAll',
  '/indexpage/index': 'IndexAll',
  '/indexpage/productlist': 'ProductList',
  '/productdetail': 'ProductDetail',
  '/groupdetail': 'groupDetail',
  '/indexpage/aboutus': 'AboutUs',
  '/agreement': 'agreement',
  '/login': 'login',
  '/register': 'register',
  '/altercode': 'alterCode',
};

export function routeName(pathname: string): string {
  return ROUTES[pathKey(pathname)] ?? '';
}

export interface Furniture {
  topBar: boolean;
  header: boolean;
  categoryStrip: boolean;
  sideBar: boolean;
  footer: boolean;
}

const NO_SIDE_BAR = new Set(['login', 'register', 'alterCode', 'ProductDetail', 'groupDetail', 'AboutUs', 'agreement']);
const NO_STRIP = new Set(['IndexAll', 'agreement']);
const NO_TOP_OR_FOOTER = new Set(['login', 'register', 'alterCode', 'agreement']);

export function furnitureFor(route: string): Furniture {
  const bare = NO_TOP_OR_FOOTER.has(route);
  return {
    topBar: !bare,
    // The sign-in pages and the agreement bring their own slim header (AuthLayout).
    header: !bare,
    categoryStrip: !bare && !NO_STRIP.has(route),
    sideBar: !NO_SIDE_BAR.has(route),
    footer: !bare,
  };
}

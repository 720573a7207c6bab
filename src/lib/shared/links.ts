// Storefront links and the purchase-number rule, free of zod so client bundles stay small.

/** The product-detail link of §2.10: productId and name. */
export const detailUrl = (p: { id: number; storeName: string }) =>
  `/productDetail?productId=${p.id}&name=${encodeURIComponent(p.storeName)}`;

/** A scene opens /sceneDetail with productId (the scene's id) and name (§2.10). */
export const sceneUrl = (s: { id: number; scenesName: string }) =>
  `/sceneDetail?productId=${s.id}&name=${encodeURIComponent(s.scenesName)}`;

/**
 * The sign-in page, then back to `back` (a path with its query) once signed in: every "please sign in first" link
 * and redirect of the store, and of the back office with `page` = its sign-in page.
 */
/** The keyword the header's search box shows: the product list's own, on the product list only. */
export const searchKeyword = (url: URL): string =>
  url.pathname.toLowerCase() === '/indexpage/productlist' ? (url.searchParams.get('keyword') ?? '') : '';

export const loginUrl = (back: string, page = '/login', reason?: string) =>
  `${page}?redirect=${encodeURIComponent(back)}${reason ? `&reason=${reason}` : ''}`;

/** Category links always carry all three levels, empty where not chosen (§2.10). */
export const categoryUrl = (a: number, b?: number, c?: number) => `/indexpage/productlist?type1=${a}&type2=${b ?? ''}&type3=${c ?? ''}`;

/** §5's message for an empty purchase number (MSG.purchaseNoRequired is this). */
export const PURCHASE_NO_REQUIRED = '请输入调试编号';

/** The longest purchase number (a product code) the lookup takes (contracts/store.ts productCodeQuery). */
export const PURCHASE_NO_MAX = 32;

export function checkPurchaseNumber(value: string | null | undefined): string | null {
  return value && value.trim() ? null : PURCHASE_NO_REQUIRED;
}

/** The purchase-number dialog's example: a real product code of the demo catalogue (a test looks it up). */
export const PURCHASE_NO_EXAMPLE = 'QL0111001';

// The small per-user marks pages show: count badges (the cart's in the header and the side bar, the personal-centre
// menu's) and the favourite heart. One rule for each, shared by the server's components, the signed-in page shell's
// per-user splice (storefront/member-shell.ts) and the client code that keeps them in step.

/** A count badge's text: 99+ above 99, nothing for zero. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/**
 * A personal-centre menu badge for `count`: its text, its words to a screen reader, and whether it is hidden (at zero).
 * The one rule for the server's markup (AccountLayout, which renders the badge even at zero so it can appear later)
 * and the client code that updates it (client/menu-badges.ts).
 */
export function menuBadge(count: number): { text: string; label: string; hidden: boolean } {
  const text = badgeText(count);
  return { text, label: `${count}条未读`, hidden: !text };
}

/** What the cart badge holds: the header's says 共…件 to a screen reader, the side bar's only the number. */
export function cartBadgeInner(count: number, side: boolean): string {
  const text = badgeText(count);
  return side ? text : `<span class="sr-only">共</span>${text}<span class="sr-only">件</span>`;
}

/** The cart badge's whole markup for `count` items (a whole number: nothing in it needs escaping). */
export function cartBadgeHtml(count: number, side = false): string {
  const n = Math.max(0, Math.trunc(Number(count) || 0));
  const hidden = badgeText(n) ? '' : ' hidden';
  return side
    ? `<span class="cart-badge sb-badge" data-cart-badge${hidden}>${cartBadgeInner(n, true)}</span>`
    : `<span class="cart-badge" data-cart-badge data-count="${n}"${hidden}>${cartBadgeInner(n, false)}</span>`;
}

/** The favourite heart: filled for a product in the buyer's favourites. */
export const favIcon = (on: boolean): string => (on ? '♥' : '♡');

/** The detail page's favourite button's words. */
export const favText = (on: boolean): string => (on ? '已收藏' : '收藏');

// The personal-centre menu's count badges are the server's markup (AccountLayout, MENU_BADGES), each marked
// data-menu-badge with its entry's href. A screen that changes one of those counts (消息通知's 标为已读) shows the new
// count here too, or the menu would keep the old one until the next page.
import { badgeText, menuBadgeLabel } from '~/lib/shared/marks.ts';

/** Shows `count` on the menu badge of the entry `href` (hidden at zero, as the server leaves it out then). */
export function showMenuBadge(href: string, count: number) {
  document.querySelectorAll<HTMLElement>(`[data-menu-badge="${href}"]`).forEach((b) => {
    b.textContent = badgeText(count);
    b.setAttribute('aria-label', menuBadgeLabel(count));
    b.hidden = !badgeText(count);
  });
}

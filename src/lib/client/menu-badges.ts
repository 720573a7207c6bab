// The personal-centre menu's count badges are the server's markup (AccountLayout, MENU_BADGES), each marked
// data-menu-badge with its entry's href, present (hidden) even at zero. A screen that changes one of those counts
// (消息通知's 标为已读) shows the new count here too, or the menu would keep the old one until the next page.
import { menuBadge } from '~/lib/shared/marks.ts';

/** Shows `count` on the menu badge of the entry `href`: the server's rule (shared/marks.ts menuBadge), hidden at zero. */
export function showMenuBadge(href: string, count: number) {
  const { text, label, hidden } = menuBadge(count);
  document.querySelectorAll<HTMLElement>(`[data-menu-badge="${href}"]`).forEach((b) => {
    b.textContent = text;
    b.setAttribute('aria-label', label);
    b.hidden = hidden;
  });
}

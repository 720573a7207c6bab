// @vitest-environment happy-dom
// The personal-centre menu's badges: the server renders each one even at zero (hidden), and lib/client/menu-badges.ts
// shows a count on it with the same rule (shared/marks.ts menuBadge), so a count can appear from zero, not only drop.
import { describe, expect, it } from 'vitest';
import { showMenuBadge } from '~/lib/client/menu-badges.ts';
import { menuBadge } from '~/lib/shared/marks.ts';

describe('menu badges (lib/client/menu-badges.ts)', () => {
  it('appear from zero, drop and vanish, 99+ above 99', () => {
    const zero = menuBadge(0);
    expect(zero).toEqual({ text: '', label: '0条未读', hidden: true });
    document.body.innerHTML = `<a href="/orderInform">消息通知<span data-menu-badge="/orderInform" hidden></span></a>`;
    const badge = document.querySelector<HTMLElement>('[data-menu-badge]')!;
    showMenuBadge('/orderInform', 3);
    expect([badge.hidden, badge.textContent, badge.getAttribute('aria-label')]).toEqual([false, '3', '3条未读']);
    showMenuBadge('/orderInform', 120);
    expect([badge.hidden, badge.textContent]).toEqual([false, '99+']);
    showMenuBadge('/orderInform', 0);
    expect([badge.hidden, badge.textContent]).toEqual([true, '']);
  });
});

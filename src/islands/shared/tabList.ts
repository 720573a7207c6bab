// The keyboard of a row of tabs (role tablist, its buttons role tab), the way a screen reader announces them ("tab,
// 1 of 2") and so the way its user expects them to work: only the chosen tab is a Tab stop (tabIndexOf), and the
// arrow keys, Home and End move to another tab and choose it (its click handler runs). Login's 密码登录/验证码登录
// and the coupons' states.
import type { KeyboardEvent } from 'react';

/** The chosen tab is the tab list's one Tab stop. */
export const tabIndexOf = (selected: boolean) => (selected ? 0 : -1);

/** keydown on the tablist: ←/→ (wrapping), Home and End focus and choose a tab. */
export function onTabListKey(e: KeyboardEvent<HTMLElement>) {
  const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role=tab]:not(:disabled)')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to =
    e.key === 'ArrowRight'
      ? (at + 1) % tabs.length
      : e.key === 'ArrowLeft'
        ? (at - 1 + tabs.length) % tabs.length
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? tabs.length - 1
            : null;
  if (to === null) return;
  e.preventDefault();
  tabs[to]!.focus();
  tabs[to]!.click();
}

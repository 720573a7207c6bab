// A button whose `disabled` follows the list's state, not a call: 全部标为已读 once nothing is unread, 清空足迹 once
// nothing is left, 取消收藏所选 once nothing is chosen, a full list's add button, 上一页 on the first page. The press
// that empties or fills the list turns off the very button the keyboard is on, and a disabled button drops focus to
// <body>: the next Tab starts at the page's top and a screen reader says nothing (docs/accessibility.md, "Focus after
// an action"). A button waiting for a call is aria-disabled instead (lib/client/working.ts); this is for state.
import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Props for a button that is `off` (disabled) by state: when it turns off while it has focus (pressed, or given focus
 * back by a dialog it opened), focus goes to `then()`: the list's heading or note (tabIndex -1, so that it is said),
 * or the next control. Spread on the button: `<button {...keep} disabled={off}>`.
 */
export function useFocusWhenOff<T extends HTMLElement = HTMLButtonElement>(off: boolean, then: () => HTMLElement | null | undefined) {
  const ref = useRef<T>(null);
  // Whether the button has focus, or lost it by being disabled (Chromium blurs a button as it is disabled).
  const held = useRef(false);
  const target = useRef(then);
  target.current = then;
  useEffect(() => {
    if (!off || !held.current) return;
    held.current = false;
    const now = document.activeElement;
    if (now && now !== ref.current && now !== document.body) return; // already somewhere else
    target.current()?.focus();
  }, [off]);
  return {
    ref,
    onFocus: () => void (held.current = true),
    onBlur: (e: FocusEvent<T>) => void (held.current = e.currentTarget.matches(':disabled')),
  };
}

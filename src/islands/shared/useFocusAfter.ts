// Focus for a control that goes away with, or moves away from, what it acted on: a row deleted (the favourites' and
// footprints' 删除, 删除当天), marked (a notice's 标为已读, gone once read) or moved (the list editors' ↑/↓, rows keyed by
// position). Left alone, focus drops to <body> (the next Tab starts at the page's top and a screen reader says
// nothing) or stays on a button that now acts on another row (docs/accessibility.md, "Focus after an action").
import { useCallback, useEffect, useRef } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * The row that took a removed row's place, by its button: the `index`th element matching `selector` in `box` (the
 * last one when fewer are left), or `fallback` once none is.
 */
export function inPlaceOf(box: ParentNode | null | undefined, selector: string, index: number, fallback?: HTMLElement | null) {
  const left = box?.querySelectorAll<HTMLElement>(selector) ?? [];
  return left[Math.min(index, left.length - 1)] ?? fallback;
}

/**
 * Returns `focusAfter(from, to)`: once React has rendered the next change of `state`, focus goes to `to()` (looked up
 * then, in the new markup), if it is still on `from` (the control pressed) or was lost to <body>; focus the buyer
 * has since put elsewhere stays there. Call it before the change is set; `focusAfter(null)` forgets it (the action
 * failed and `state` did not change).
 */
export function useFocusAfter(state: unknown) {
  const next = useRef<{ from: Element | null; to: Target } | null>(null);
  useEffect(() => {
    const pending = next.current;
    next.current = null;
    if (!pending) return;
    const now = document.activeElement;
    if (now && now !== document.body && now !== pending.from) return;
    pending.to()?.focus();
  }, [state]);
  return useCallback((from: Element | null, to?: Target) => {
    next.current = from && to ? { from, to } : null;
  }, []);
}

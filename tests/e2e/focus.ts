// The one focus-ring check of the browser tests (issue #18: "every action reachable by Tab with a visible focus
// ring"). `ringProblem` runs in the page: installed once per document as window.__ringProblem, so the keyboard
// test's Tab walks and the sweep's check of every page judge a ring the same way.
import type { Page } from '@playwright/test';

/**
 * In the page: why `el`, focused from the keyboard, shows no focus ring, or null when it shows one. A ring is an
 * outline of at least 2 px on the control itself, on the label span that stands for a visually hidden radio or
 * check box (its next sibling), or on the header's search box around the search field; and an ancestor that
 * hides its overflow must leave at least two of its four sides visible (a link filling a card with
 * `overflow: hidden` would otherwise draw its ring where nobody sees it).
 */
function ringProblem(el: HTMLElement): string | null {
  const ringed = (x: Element | null) => {
    if (!x) return false;
    const st = getComputedStyle(x);
    return st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) >= 2 && st.outlineColor !== 'rgba(0, 0, 0, 0)';
  };
  const holders = [el, el.nextElementSibling, el.closest('.search-form')].filter(ringed) as Element[];
  if (!holders.length) return 'no focus ring';
  // How many of the ring's four sides an ancestor that hides its overflow leaves visible.
  const visibleSides = (holder: Element) => {
    const st = getComputedStyle(holder);
    const offset = parseFloat(st.outlineOffset) || 0;
    const width = parseFloat(st.outlineWidth);
    const r = holder.getBoundingClientRect();
    // The ring's band on each side: [outer edge, inner edge] along the axis across that side.
    const outer = { l: r.left - offset - width, t: r.top - offset - width, r: r.right + offset + width, b: r.bottom + offset + width };
    const inner = { l: r.left - offset, t: r.top - offset, r: r.right + offset, b: r.bottom + offset };
    let clip = { l: -Infinity, t: -Infinity, r: Infinity, b: Infinity };
    for (let a = holder.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const sa = getComputedStyle(a);
      if (sa.overflowX === 'visible' && sa.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      const box = {
        l: c.left + a.clientLeft,
        t: c.top + a.clientTop,
        r: c.left + a.clientLeft + a.clientWidth,
        b: c.top + a.clientTop + a.clientHeight,
      };
      clip = {
        l: sa.overflowX === 'visible' ? clip.l : Math.max(clip.l, box.l),
        r: sa.overflowX === 'visible' ? clip.r : Math.min(clip.r, box.r),
        t: sa.overflowY === 'visible' ? clip.t : Math.max(clip.t, box.t),
        b: sa.overflowY === 'visible' ? clip.b : Math.min(clip.b, box.b),
      };
    }
    const spans = (lo1: number, hi1: number, lo2: number, hi2: number) => Math.min(hi1, hi2) - Math.max(lo1, lo2) >= 1;
    const acrossX = spans(outer.l, outer.r, clip.l, clip.r);
    const acrossY = spans(outer.t, outer.b, clip.t, clip.b);
    return [
      acrossY && spans(outer.l, inner.l, clip.l, clip.r),
      acrossY && spans(inner.r, outer.r, clip.l, clip.r),
      acrossX && spans(outer.t, inner.t, clip.t, clip.b),
      acrossX && spans(inner.b, outer.b, clip.t, clip.b),
    ].filter(Boolean).length;
  };
  const sides = Math.max(...holders.map(visibleSides));
  return sides >= 2 ? null : `focus ring clipped by an ancestor's overflow (${sides} of 4 sides visible)`;
}

/** Installs the in-page check once per document. */
export async function installRingCheck(page: Page) {
  await page.evaluate(`window.__ringProblem ??= ${ringProblem.toString()}`);
}

/**
 * Every control inside `scope` (default the whole page) as the keyboard meets it: a visible native control
 * (link, button, field, summary; larger than the 1 px of a visually hidden one) that Tab skips (tabindex -1) is
 * reported; every control Tab stops at is
 * focused in turn after a key press (so focus counts as keyboard focus, :focus-visible) and must show a ring.
 * Focus goes back where it was (a popover's field: Escape still reaches its handler). One line per problem.
 */
export async function focusProblems(page: Page, scope = 'body'): Promise<string[]> {
  await installRingCheck(page);
  const before = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press('Tab'); // keyboard modality: later programmatic focus matches :focus-visible
  return page.evaluate(
    ({ scope, before }) => {
      const check = (window as unknown as { __ringProblem: (el: HTMLElement) => string | null }).__ringProblem;
      const root = document.querySelector(scope)!;
      const name = (el: HTMLElement) =>
        `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24)}"`;
      const out: string[] = [];
      for (const el of root.querySelectorAll<HTMLInputElement>(
        'a[href],button,input:not([type=hidden]),select,textarea,summary,[tabindex]',
      )) {
        if (el.disabled || el.closest('[inert],[aria-hidden=true]')) continue;
        const shown =
          (el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden') ||
          ((el.type === 'radio' || el.type === 'checkbox') && !!el.closest('label')?.getClientRects().length);
        if (!shown) continue;
        const native = el.matches('a[href],button,input,select,textarea,summary');
        if (el.tabIndex < 0) {
          // A tab list is one Tab stop, its chosen tab; the arrow keys reach the others (islands/shared/tabList.ts).
          if (el.getAttribute('role') === 'tab' && el.closest('[role=tablist]')?.querySelector('[role=tab][tabindex="0"]')) continue;
          // A visually hidden field worked by a visible button (the avatar's file input) is meant to be skipped.
          const box = el.getBoundingClientRect();
          if (native && box.width > 1 && box.height > 1) out.push(`${name(el)}: skipped by Tab (tabindex ${el.tabIndex})`);
          continue;
        }
        // A radio group is one Tab stop: its checked radio (or the first when none is).
        if (el.type === 'radio' && !el.checked && el.form?.querySelector(`input[type=radio][name="${el.name}"]:checked`)) continue;
        el.focus();
        if (document.activeElement !== el) {
          out.push(`${name(el)}: does not take focus`);
          continue;
        }
        const p = check(el);
        if (p) out.push(`${name(el)}: ${p}`);
      }
      if (before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus();
      else (document.activeElement as HTMLElement | null)?.blur();
      return [...new Set(out)];
    },
    { scope, before },
  );
}

// What makes a native <dialog> the store's modal dialog, for the React `Dialog` (islands/shared/Dialog.tsx) and the
// furniture's plain dialogs (furniture-dialogs.ts) alike: opened with showModal() (the page behind is inert and
// Escape closes it), Tab and Shift+Tab wrap around inside it (the browser would let focus leave for its own toolbar),
// toasts show inside it while it is open (the backdrop would cover them), and focus goes back to whatever opened it.
import { toastHost } from './toast.ts';

/** The controls Tab can stop at inside `box`, in document order (only the first and last matter here). */
function tabStops(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLInputElement>('a[href],button,input,select,textarea,[tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !el.disabled && el.getClientRects().length > 0,
  );
}

/** A keydown in the dialog: Tab from its last control goes to its first, Shift+Tab from its first to its last. */
export function wrapTab(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, box: HTMLElement) {
  if (e.key !== 'Tab') return;
  const stops = tabStops(box);
  if (!stops.length || document.activeElement === (e.shiftKey ? stops[0] : stops.at(-1))) {
    e.preventDefault();
    (e.shiftKey ? stops.at(-1) : stops[0])?.focus();
  }
}

/**
 * Opens `dialog` modally and returns what undoes it: closes it if still open, puts the toasts back in the page and
 * gives focus back to the element that had it before. Calling that again does nothing.
 */
export function openModal(dialog: HTMLDialogElement): () => void {
  const opener = document.activeElement as HTMLElement | null;
  dialog.showModal();
  dialog.appendChild(toastHost());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (dialog.open) dialog.close();
    document.body.appendChild(toastHost());
    if (opener?.isConnected) opener.focus();
  };
}

/**
 * Whether a `close` event on `dialog` is about its closing now. The browser fires `close` in a task after `close()`,
 * and a click (input goes first) can open the dialog again before that task runs: that event belongs to the closing
 * before, and acted on it would close the dialog just opened. It did: 在线客服 closed and opened again from the footer
 * stayed shut.
 */
export const closeIsCurrent = (dialog: HTMLDialogElement) => !dialog.open;

/** Calls `fn` once, when `dialog` next closes (a `close` event of an earlier closing is not that: `closeIsCurrent`). */
export function whenClosed(dialog: HTMLDialogElement, fn: () => void) {
  const on = () => {
    if (!closeIsCurrent(dialog)) return;
    dialog.removeEventListener('close', on);
    fn();
  };
  dialog.addEventListener('close', on);
}

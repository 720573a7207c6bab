// A plain-markup button while its call runs (the islands' React buttons write the same: `aria-disabled={busy ||
// undefined}` and a handler that ignores a press while busy). aria-disabled, not disabled: a disabled button drops the
// keyboard's focus to the page's top, so a refusal or an answer finds the buyer nowhere (docs/accessibility.md,
// "Focus after an action"). Styled as `.btn[aria-disabled='true']`.

/** Marks `buttons` as working (`on`) or gives them back. */
export function setWorking(buttons: Iterable<Element>, on: boolean) {
  for (const b of buttons) on ? b.setAttribute('aria-disabled', 'true') : b.removeAttribute('aria-disabled');
}

/** Whether `b` is working (or refused otherwise): its press is to be ignored. */
export const isWorking = (b: Element) => b.getAttribute('aria-disabled') === 'true';

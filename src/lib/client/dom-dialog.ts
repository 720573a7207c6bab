// The store's dialog frame for scripts without React: the markup of the React `Dialog` (islands/shared/Dialog.tsx),
// so one style serves both (tests/unit/dialog-frame.test.tsx holds the two to the same markup), and modal the way
// every dialog of the store is (modal.ts). The furniture's dialogs (furniture-dialogs.ts) and the 提示 question of the
// order buttons (order-actions.ts) use it.
import { openModal, whenClosed, wrapTab } from './modal.ts';

/** A closed dialog in the store's markup: title first, then the content, then its × (last in Tab order). */
export function makeDialog(id: string, title: string, size: number, content: Node, role?: 'alertdialog'): HTMLDialogElement {
  const d = document.createElement('dialog');
  d.id = id;
  d.className = `dlg dlg-${size}`;
  d.setAttribute('aria-labelledby', `${id}-title`);
  if (role) d.setAttribute('role', role);
  const body = document.createElement('div');
  body.className = 'dlg-body';
  const h = document.createElement('h2');
  h.id = `${id}-title`;
  h.className = 'dlg-title';
  h.textContent = title;
  body.append(h, content);
  const x = document.createElement('button');
  x.type = 'button';
  x.className = 'dlg-x';
  x.setAttribute('aria-label', '关闭');
  x.textContent = '×';
  x.addEventListener('click', () => d.close());
  d.append(body, x);
  d.addEventListener('keydown', (e) => wrapTab(e, d));
  // The dialog box is the click target only outside its content, i.e. on the backdrop.
  d.addEventListener('click', (e) => e.target === d && d.close());
  document.body.append(d);
  return d;
}

let asked = 0;

/**
 * The 提示 dialog of `useConfirm` (islands/account/useConfirm.tsx) for a page without React: resolves true on 确定,
 * false on 取消, Escape, the × or a click on the backdrop. Focus starts on 取消 and goes back to the opener after.
 */
export function askConfirm(message: string): Promise<boolean> {
  const content = document.createDocumentFragment();
  const text = document.createElement('p');
  text.className = 'confirm-text';
  text.textContent = message;
  const actions = document.createElement('div');
  actions.className = 'modal-actions';
  const no = document.createElement('button');
  no.type = 'button';
  no.className = 'btn';
  no.textContent = '取消';
  const yes = document.createElement('button');
  yes.type = 'button';
  yes.className = 'btn btn-primary';
  yes.textContent = '确定';
  actions.append(no, yes);
  content.append(text, actions);
  const d = makeDialog(`confirm-dialog-${++asked}`, '提示', 560, content, 'alertdialog');
  let answer = false;
  no.addEventListener('click', () => d.close());
  yes.addEventListener('click', () => {
    answer = true;
    d.close();
  });
  const release = openModal(d);
  return new Promise((resolve) => {
    whenClosed(d, () => {
      release();
      d.remove();
      resolve(answer);
    });
  });
}

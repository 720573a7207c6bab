// The support dialog (§2.9) and the purchase-by-number dialog (§2.7): native <dialog> elements.
import { api, ApiFailure } from '../../lib/client/api.ts';
import { toast } from '../../lib/client/toast.ts';
import { checkPurchaseNumber, detailUrl } from '../../lib/shared/links.ts';

/** Toasts shown while a modal dialog is open must live in the dialog, or the backdrop covers them. */
function toastHostInto(parent: HTMLElement) {
  let host = document.getElementById('toast-host');
  if (!host) {
    host = document.createElement('div');
    host.id = 'toast-host';
    host.setAttribute('role', 'status');
    host.setAttribute('aria-live', 'polite');
  }
  parent.appendChild(host);
}

function wire(dialog: HTMLDialogElement | null, openers: string) {
  if (!dialog) return;
  document.querySelectorAll(openers).forEach((b) => b.addEventListener('click', () => {
    dialog.showModal();
    toastHostInto(dialog);
  }));
  dialog.addEventListener('close', () => toastHostInto(document.body));
  dialog.querySelectorAll('[data-close]').forEach((b) => b.addEventListener('click', () => dialog.close()));
  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  dialog.addEventListener('click', (e) => { if (e.target === dialog) dialog.close(); });
}

export function initDialogs() {
  wire(document.querySelector<HTMLDialogElement>('#support-dialog'), '[data-open-support]');
  const purchase = document.querySelector<HTMLDialogElement>('#purchase-dialog');
  wire(purchase, '[data-open-purchase]');
  const form = purchase?.querySelector<HTMLFormElement>('[data-purchase-form]');
  form?.addEventListener('submit', async (e) => {
    e.preventDefault();
    const input = form.elements.namedItem('code') as HTMLInputElement;
    const code = input.value.trim();
    const msg = checkPurchaseNumber(code);
    if (msg) {
      toast.warning(msg);
      input.focus();
      return;
    }
    try {
      const { data } = await api.get<{ id: number; storeName: string }>('/api/products/code', { code });
      window.open(detailUrl(data), '_blank', 'noopener');
      purchase!.close();
      input.value = '';
    } catch (err) {
      toast.warning(err instanceof ApiFailure ? err.message : '网络异常！');
    }
  });
}

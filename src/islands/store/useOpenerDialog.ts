// A native <dialog> opened by buttons anywhere in the page furniture (top bar, side bar, footer): one
// delegated listener, so openers need no island of their own. A click on the backdrop closes it.
import { useEffect, useRef } from 'react';

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

export function useOpenerDialog(openers: string) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (e: MouseEvent) => {
      if (!(e.target as Element | null)?.closest?.(openers) || dialog.open) return;
      dialog.showModal();
      toastHostInto(dialog);
    };
    const onClose = () => toastHostInto(document.body);
    // The dialog box itself is the target only outside its content, i.e. on the backdrop.
    const onBackdrop = (e: MouseEvent) => { if (e.target === dialog) dialog.close(); };
    document.addEventListener('click', onClick);
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onBackdrop);
    return () => {
      document.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onBackdrop);
    };
  }, [openers]);
  return ref;
}

// The one modal dialog of the store (support, purchase by number, password, address, sub-account, invoice
// title, invoice apply, return shipment, confirmations). A native <dialog> opened with showModal(): the page
// behind is inert and Escape closes it. On top of that, Tab and Shift+Tab wrap around inside the dialog (the
// browser would let focus leave for its own toolbar), focus goes back to whatever opened it when it closes,
// and toasts show inside the dialog while it is open (the backdrop would cover them).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { toastHost } from '../../lib/client/toast.ts';

/** The controls Tab stops at inside `box`, in document order (a radio group is one stop: its checked radio). */
function tabStops(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLInputElement>('a[href],button,input,select,textarea,[tabindex]')].filter((el) =>
    el.tabIndex >= 0 && !el.disabled && el.getClientRects().length > 0
    && !(el.type === 'radio' && !el.checked && box.querySelector(`input[type=radio][name="${CSS.escape(el.name)}"]:checked`)));
}

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called when the dialog asks to close: Escape, the ×, a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Width in pixels (never wider than the screen). */
  size?: 376 | 480 | 500 | 560 | 720;
  role?: 'dialog' | 'alertdialog';
  id?: string;
  /** The × in the corner; off where the dialog's own button already says 关闭. */
  closeButton?: boolean;
  /** Keep the content rendered while closed (server-rendered content, e.g. the support QR code). */
  keepContent?: boolean;
}

export default function Dialog({ open, title, onClose, children, size = 560, role, id, closeButton = true, keepContent }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const d = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    d.showModal();
    d.appendChild(toastHost());
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const stops = tabStops(d);
      if (!stops.length || document.activeElement === (e.shiftKey ? stops[0] : stops.at(-1))) {
        e.preventDefault();
        (e.shiftKey ? stops.at(-1) : stops[0])?.focus();
      }
    };
    // Escape is the browser's own close; the owner's state follows it.
    const onNativeClose = () => close.current();
    // The dialog box is the click target only outside its content, i.e. on the backdrop.
    const onBackdrop = (e: MouseEvent) => { if (e.target === d) d.close(); };
    d.addEventListener('keydown', onKey);
    d.addEventListener('close', onNativeClose);
    d.addEventListener('click', onBackdrop);
    return () => {
      d.removeEventListener('keydown', onKey);
      d.removeEventListener('close', onNativeClose);
      d.removeEventListener('click', onBackdrop);
      if (d.open) d.close();
      document.body.appendChild(toastHost());
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  return (
    <dialog ref={ref} id={id} className={`dlg dlg-${size}`} role={role} aria-labelledby={titleId}>
      <div className="dlg-body">
        <h2 id={titleId} className="dlg-title">{title}</h2>
        {(open || keepContent) && children}
      </div>
      {closeButton && <button type="button" className="dlg-x" aria-label="关闭" onClick={onClose}>×</button>}
    </dialog>
  );
}

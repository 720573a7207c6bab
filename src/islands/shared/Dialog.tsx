// The one modal dialog of the store (support, purchase by number, password, address, sub-account, invoice
// title, invoice apply, return shipment, confirmations). A native <dialog> opened with showModal(): the page
// behind is inert and Escape closes it. On top of that, Tab and Shift+Tab wrap around inside the dialog (the
// browser would let focus leave for its own toolbar), focus goes back to whatever opened it when it closes,
// and toasts show inside the dialog while it is open (the backdrop would cover them). Its × (关闭) comes last in
// Tab order, so focus lands on the first field when it opens.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { toastHost } from '~/lib/client/toast.ts';

/** The controls Tab can stop at inside `box`, in document order (only the first and last matter here). */
function tabStops(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLInputElement>('a[href],button,input,select,textarea,[tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !el.disabled && el.getClientRects().length > 0,
  );
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
  /** Keep the content rendered while closed (server-rendered content, e.g. the support QR code). */
  keepContent?: boolean;
}

export default function Dialog({ open, title, onClose, children, size = 560, role, id, keepContent }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // True while this component has the dialog open: a close it did itself (open turned false) is not reported.
  const shown = useRef(false);
  useEffect(() => {
    if (!open) return;
    const d = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    d.showModal();
    shown.current = true;
    d.appendChild(toastHost());
    return () => {
      shown.current = false;
      if (d.open) d.close();
      document.body.appendChild(toastHost());
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  function wrapTab(e: KeyboardEvent) {
    if (e.key !== 'Tab') return;
    const stops = tabStops(ref.current!);
    if (!stops.length || document.activeElement === (e.shiftKey ? stops[0] : stops.at(-1))) {
      e.preventDefault();
      (e.shiftKey ? stops.at(-1) : stops[0])?.focus();
    }
  }
  return (
    // Escape is the browser's own close (the owner's state follows); the dialog box is the click target only
    // outside its content, i.e. on the backdrop.
    <dialog
      ref={ref}
      id={id}
      className={`dlg dlg-${size}`}
      role={role}
      aria-labelledby={titleId}
      onKeyDown={wrapTab}
      onClose={() => shown.current && onClose()}
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
    >
      <div className="dlg-body">
        <h2 id={titleId} className="dlg-title">
          {title}
        </h2>
        {(open || keepContent) && children}
      </div>
      <button type="button" className="dlg-x" aria-label="关闭" onClick={onClose}>
        ×
      </button>
    </dialog>
  );
}

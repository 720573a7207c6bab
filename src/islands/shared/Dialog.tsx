// The one modal dialog of the React islands (password, address, sub-account, invoice title, invoice apply, return
// shipment, confirmations). A native <dialog>, modal the way lib/client/modal.ts makes every dialog of the store
// (the furniture's plain dialogs too): opened with showModal(), so the page behind is inert and Escape closes it; Tab
// and Shift+Tab wrap around inside it; focus goes back to whatever opened it; toasts show inside it while it is open.
// Its × (关闭) comes last in Tab order, so focus lands on the first field when it opens.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { closeIsCurrent, openModal, wrapTab } from '~/lib/client/modal.ts';

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
    const release = openModal(ref.current!);
    shown.current = true;
    return () => {
      shown.current = false;
      release();
    };
  }, [open]);
  return (
    // Escape is the browser's own close (the owner's state follows); the dialog box is the click target only
    // outside its content, i.e. on the backdrop.
    <dialog
      ref={ref}
      id={id}
      className={`dlg dlg-${size}`}
      role={role}
      aria-labelledby={titleId}
      onKeyDown={(e) => wrapTab(e, ref.current!)}
      onClose={(e) => shown.current && closeIsCurrent(e.currentTarget) && onClose()}
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

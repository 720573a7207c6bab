import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal on the native <dialog>: focus is trapped, Esc closes, the page behind is inert. */
export default function Modal(props: { open: boolean; title: string; onClose: () => void; children: ReactNode; wide?: boolean; role?: 'dialog' | 'alertdialog' }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal();
    if (!props.open && d.open) d.close();
  }, [props.open]);
  return (
    <dialog ref={ref} className={props.wide ? 'modal modal-wide' : 'modal'} aria-labelledby={titleId} role={props.role}
      onCancel={(e) => { e.preventDefault(); props.onClose(); }}>
      {props.open && (
        <>
          <div className="modal-head">
            <h2 id={titleId}>{props.title}</h2>
            <button type="button" className="modal-x" aria-label="关闭" onClick={props.onClose}>×</button>
          </div>
          <div className="modal-body">{props.children}</div>
        </>
      )}
    </dialog>
  );
}

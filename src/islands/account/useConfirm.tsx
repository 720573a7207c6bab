import { useRef, useState } from 'react';
import Dialog from '~/islands/shared/Dialog.tsx';

/** A confirmation dialog: `await ask('确定删除？')` resolves true on 确定, false on 取消 or Esc. */
export function useConfirm() {
  const [text, setText] = useState<string | null>(null);
  const resolver = useRef<(v: boolean) => void>(() => {});
  const ask = (message: string) =>
    new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setText(message);
    });
  const answer = (v: boolean) => {
    setText(null);
    resolver.current(v);
  };
  const dialog = (
    <Dialog open={text !== null} title="提示" onClose={() => answer(false)} role="alertdialog">
      <p className="confirm-text">{text}</p>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={() => answer(false)}>
          取消
        </button>
        <button type="button" className="btn btn-primary" onClick={() => answer(true)}>
          确定
        </button>
      </div>
    </Dialog>
  );
  return { ask, dialog };
}

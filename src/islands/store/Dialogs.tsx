// The furniture's two dialogs, each its own island, in one module so that pages load one small chunk:
// the support dialog (§2.9, 376 px: a QR code and 请用微信扫码联系客服) and purchase by number (§2.7, 500 px:
// an empty number warns 请输入调试编号, a known product code opens its detail page in a new tab, an unknown
// one shows the server's msg). Native <dialog> opened by [data-open-support] / [data-open-purchase] buttons
// anywhere in the furniture (top bar, side bar, footer) through one delegated listener.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { toast, toastFailure, toastHost } from '../../lib/client/toast.ts';
import { checkPurchaseNumber, detailUrl, PURCHASE_NO_EXAMPLE } from '../../lib/shared/links.ts';

/** Toasts shown while a modal dialog is open must live in the dialog, or the backdrop covers them. */
function toastHostInto(parent: HTMLElement) {
  parent.appendChild(toastHost());
}

function useOpenerDialog(openers: string) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
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

/** The QR code is drawn on the server and passed in as static children (no copy of it in the props). */
export function SupportDialog(props: { phone: string; children?: ReactNode }) {
  const ref = useOpenerDialog('[data-open-support]');
  return (
    <dialog ref={ref} className="dlg dlg-376" id="support-dialog" aria-labelledby="support-title">
      <div className="dlg-body support-body">
        <h2 id="support-title" className="dlg-title">在线客服</h2>
        {props.children}
        <p className="support-text">请用微信扫码联系客服</p>
        <p className="dlg-tip">客服热线：{props.phone}（9:00-18:00 每天）</p>
        <div className="dlg-actions"><button type="button" className="btn" onClick={() => ref.current?.close()}>关闭</button></div>
      </div>
    </dialog>
  );
}

export function PurchaseDialog() {
  const ref = useOpenerDialog('[data-open-purchase]');
  const input = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const field = input.current!;
    const code = field.value.trim();
    const msg = checkPurchaseNumber(code);
    if (msg) {
      toast.warning(msg);
      field.focus();
      return;
    }
    try {
      // The API client loads on first use: the home page's JavaScript budget has no room for it at load.
      const { api } = await import('../../lib/client/api.ts');
      const { data } = await api.get('/api/products/code', { code });
      window.open(detailUrl(data), '_blank', 'noopener');
      ref.current?.close();
      field.value = '';
    } catch (err) {
      toastFailure(err, '网络异常！');
    }
  }

  return (
    <dialog ref={ref} className="dlg dlg-500" id="purchase-dialog" aria-labelledby="purchase-title">
      <form method="dialog" className="dlg-body" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="purchase-title" className="dlg-title">按编号采购</h2>
        <p className="dlg-tip">输入商品编号，直接打开对应商品详情页。</p>
        <div className="field">
          <label htmlFor="purchase-no">商品编号</label>
          <input ref={input} id="purchase-no" className="input" name="code" maxLength={32} autoComplete="off" placeholder={`请输入商品编号，如 ${PURCHASE_NO_EXAMPLE}`} />
        </div>
        <div className="dlg-actions">
          <button type="button" className="btn" onClick={() => ref.current?.close()}>取消</button>
          <button type="submit" className="btn btn-primary" value="go">确定</button>
        </div>
      </form>
    </dialog>
  );
}

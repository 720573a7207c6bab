// The furniture's two dialogs: the support dialog (§2.9, 376 px: a QR code and 请用微信扫码联系客服) and purchase by
// number (§2.7, 500 px: an empty number warns 请输入调试编号, a known product code opens its detail page in a new tab,
// an unknown one shows the server's msg). Neither is in a page's HTML: the first click on a [data-open-support] /
// [data-open-purchase] button anywhere in the furniture (top bar, side bar, footer) loads and mounts it, open
// (lazy-dialogs.tsx, from furniture.ts); from then on its own delegated listener opens it. So no page renders or
// hydrates React for dialogs nobody opened.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast, toastFailure } from '~/lib/client/toast.ts';
import { checkPurchaseNumber, detailUrl, PURCHASE_NO_EXAMPLE, PURCHASE_NO_MAX } from '~/lib/shared/links.ts';
import Dialog from '~/islands/shared/Dialog.tsx';
import { NETWORK_FAILED } from '~/lib/shared/messages.ts';

/** Open while a click on one of `openers` asked for it (the shared Dialog closes it); open at first when mounted by one. */
function useOpener(openers: string, initiallyOpen = false): [boolean, () => void] {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.(openers)) setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openers]);
  return [open, () => setOpen(false)];
}

/** The QR code is drawn on the server (its markup comes from the page's #support-qr template, trusted). */
export function SupportDialog(props: { phone: string; qrHtml: string; initiallyOpen?: boolean }) {
  const [open, close] = useOpener('[data-open-support]', props.initiallyOpen);
  return (
    <Dialog open={open} onClose={close} title="在线客服" size={376} id="support-dialog" keepContent>
      <div className="support-body">
        <span className="qr-box qr-lg" role="img" aria-label="客服微信二维码" dangerouslySetInnerHTML={{ __html: props.qrHtml }} />
        <p className="support-text">请用微信扫码联系客服</p>
        <p className="dlg-tip">客服热线：{props.phone}（9:00-18:00 每天）</p>
      </div>
    </Dialog>
  );
}

export function PurchaseDialog(props: { initiallyOpen?: boolean }) {
  const [open, close] = useOpener('[data-open-purchase]', props.initiallyOpen);
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
      const { api } = await import('~/lib/client/api.ts');
      const { data } = await api.get('/api/products/code', { code });
      window.open(detailUrl(data), '_blank', 'noopener');
      close();
      field.value = '';
    } catch (err) {
      toastFailure(err, NETWORK_FAILED);
    }
  }

  return (
    <Dialog open={open} onClose={close} title="按编号采购" size={500} id="purchase-dialog">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <p className="dlg-tip">输入商品编号，直接打开对应商品详情页。</p>
        <div className="field">
          <label htmlFor="purchase-no">商品编号</label>
          <input
            ref={input}
            id="purchase-no"
            className="input"
            name="code"
            maxLength={PURCHASE_NO_MAX}
            autoComplete="off"
            placeholder={`请输入商品编号，如 ${PURCHASE_NO_EXAMPLE}`}
          />
        </div>
        <div className="dlg-actions">
          <button type="button" className="btn" onClick={close}>
            取消
          </button>
          <button type="submit" className="btn btn-primary">
            确定
          </button>
        </div>
      </form>
    </Dialog>
  );
}

// §2.7 purchase by number (500 px): an empty number warns 请输入调试编号; a known product code opens its
// detail page in a new tab; an unknown one shows the server's msg. Opened by every [data-open-purchase] button.
import { useRef, type FormEvent } from 'react';
import { toast } from '../../lib/client/toast.ts';
import { checkPurchaseNumber, detailUrl } from '../../lib/shared/links.ts';
import { useOpenerDialog } from './useOpenerDialog.ts';

export default function PurchaseDialog() {
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
      const { data } = await api.get<{ id: number; storeName: string }>('/api/products/code', { code });
      window.open(detailUrl(data), '_blank', 'noopener');
      ref.current?.close();
      field.value = '';
    } catch (err) {
      // An ApiFailure carries the server's msg; anything else (no network) does not.
      const failure = err as { status?: number; message?: string };
      toast.warning(failure.status !== undefined && failure.message ? failure.message : '网络异常！');
    }
  }

  return (
    <dialog ref={ref} className="dlg dlg-500" id="purchase-dialog" aria-labelledby="purchase-title">
      <form method="dialog" className="dlg-body" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="purchase-title" className="dlg-title">按编号采购</h2>
        <p className="dlg-tip">输入商品编号，直接打开对应商品详情页。</p>
        <div className="field">
          <label htmlFor="purchase-no">商品编号</label>
          <input ref={input} id="purchase-no" className="input" name="code" maxLength={32} autoComplete="off" placeholder="请输入商品编号，如 QL01111001" />
        </div>
        <div className="dlg-actions">
          <button type="button" className="btn" onClick={() => ref.current?.close()}>取消</button>
          <button type="submit" className="btn btn-primary" value="go">确定</button>
        </div>
      </form>
    </dialog>
  );
}

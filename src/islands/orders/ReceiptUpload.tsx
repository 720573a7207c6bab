import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast, toastFailure } from '~/lib/client/toast.ts';
import { useHydrated } from '~/islands/cart/useHydrated.ts';
import FilePick from '~/islands/common/FilePick.tsx';
import { acceptOf, maxMbOf, RULES, tooLarge, typeNamesOf } from '~/lib/shared/upload-rules.ts';

const RULE = RULES.receipt;

/** Uploads the bank-transfer receipt (image or PDF) for an order; the order then waits for the operator. */
export default function ReceiptUpload({ orderId }: { orderId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [working, setBusy] = useState(false);
  const hydrated = useHydrated();
  const busy = working || !hydrated;
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!file) return toast.warning('请选择转账凭证');
    const big = tooLarge(RULE, file);
    if (big) return toast.warning(big);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const r = await api.upload('/api/order/receipt', form, { id: orderId });
      toast.success(r.msg);
      setTimeout(() => location.assign(`/cart/paySucceed?orderId=${orderId}`), 600);
    } catch (err) {
      toastFailure(err, '上传失败，请稍后再试', 'error');
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="receipt-form">
      <div className="field">
        <span className="field-label">转账凭证</span>
        <FilePick
          id="receipt-file"
          label="转账凭证"
          disabled={busy}
          accept={acceptOf(RULE).join(',')}
          onFiles={(f) => setFile(f[0] ?? null)}
        />
        <p className="muted small">
          支持 {typeNamesOf(RULE)}，不超过{maxMbOf(RULE)}MB
        </p>
      </div>
      <button type="submit" className="btn btn-primary btn-lg" aria-disabled={busy || undefined}>
        {busy ? '提交中…' : '提交凭证'}
      </button>
    </form>
  );
}

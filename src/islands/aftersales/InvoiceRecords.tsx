import { useState } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast, toastFailure } from '~/lib/client/toast.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { formatTime } from '~/lib/shared/time.ts';
import type { InvoiceRecord } from '~/lib/shared/contracts/orders.ts';
import type { InvoiceState } from '~/lib/shared/labels.ts';
import { useConfirm } from '~/islands/account/useConfirm.tsx';

/**
 * /invoice's records: one row per invoice request, with 下载发票 once issued and 撤回申请 while it is 待开票. A
 * withdrawal asks first (the personal centre's 提示 dialog), then the row takes the state the server answers
 * (已撤回) without a reload; the orders it covered are back in 申请开票's form, which reads them when it opens.
 */
export default function InvoiceRecords({
  initial,
  query,
}: {
  initial: InvoiceRecord[];
  /** The list the page shows (its tab and page), read again when a withdrawal is refused because a request moved on. */
  query: { state?: InvoiceState; page: number; limit: number };
}) {
  const [rows, setRows] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const { ask, dialog } = useConfirm();
  async function withdraw(r: InvoiceRecord) {
    if (busy === r.id) return;
    if (!(await ask(`确定撤回开票申请 ${r.invoiceNo} 吗？撤回后所含订单可重新申请开票。`))) return;
    setBusy(r.id);
    try {
      const res = await api.post('/api/invoice/withdraw', { id: r.id });
      setRows((xs) => xs.map((x) => (x.id === r.id ? { ...x, ...res.data, canWithdraw: false } : x)));
      toast.success(res.msg);
    } catch (e) {
      toastFailure(e, '撤回失败，请稍后再试', 'error');
      // Issued or rejected by staff meanwhile (409): the rows as they are now, not 待开票 with a button that cannot work.
      if (e instanceof ApiFailure && e.status === 409) {
        const now = await api.get('/api/invoice/list', query).catch(() => null);
        if (now) setRows(now.data.list);
      }
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <table className="list-table">
        <thead>
          <tr>
            <th>申请编号</th>
            <th>发票抬头</th>
            <th>类型</th>
            <th>订单</th>
            <th>金额</th>
            <th>状态</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i.id}>
              <td data-label="申请编号">
                {i.invoiceNo}
                <div className="muted small">{formatTime(i.createdAt)}</div>
              </td>
              <td data-label="发票抬头">
                {i.title}
                <div className="muted small">{i.taxNo}</div>
              </td>
              <td data-label="类型" className="nowrap">
                {i.typeName}
              </td>
              <td data-label="订单">
                {i.orders.map((o) => (
                  <div key={o.id}>
                    <a className="link" href={`/orderDetail/${o.id}`}>
                      {o.orderNo}
                    </a>
                  </div>
                ))}
              </td>
              <td data-label="金额" className="price nowrap">
                {formatPrice(i.amount)}
              </td>
              <td data-label="状态">
                <span className="state-badge">{i.stateName}</span>
                {i.rejectReason && <div className="warn">原因：{i.rejectReason}</div>}
                {i.issuedAt && <div className="muted small">{formatTime(i.issuedAt)}</div>}
              </td>
              <td>
                {i.downloadUrl ? (
                  <a className="btn" href={i.downloadUrl} download>
                    下载发票
                  </a>
                ) : i.canWithdraw ? (
                  <button
                    type="button"
                    className="btn"
                    aria-disabled={busy === i.id || undefined}
                    aria-label={`撤回申请 ${i.invoiceNo}`}
                    onClick={() => void withdraw(i)}
                  >
                    撤回申请
                  </button>
                ) : (
                  <span className="muted">-</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialog}
    </>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { ACCOUNT_PAGES } from '~/lib/shared/account-pages.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { goodsSummary, INVOICE_TYPE_NAMES, labelOf } from '~/lib/shared/labels.ts';
import { chinaDay } from '~/lib/shared/time.ts';
import { reductionText } from '~/lib/shared/pricing.ts';
import { INVOICE_REMARK_MAX } from '~/lib/shared/text-limits.ts';
import Dialog from '~/islands/shared/Dialog.tsx';
import type { InvoiceForm } from '~/lib/shared/contracts/orders.ts';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';

const IDS = { orderIds: 'invoice-orders', titleId: 'invoice-title', remark: 'invoice-remark' };

type Form = InvoiceForm;
type Order = Form['orders'][number];

/**
 * "申请开票": pick paid orders and a saved title; the server computes the amount. Opened from an order
 * (/invoice?apply=<orderId>) it starts with that order and the title chosen at its checkout.
 */
export default function InvoiceApply({ orderId }: { orderId?: number }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [titleId, setTitleId] = useState(0);
  const [titleTouched, setTitleTouched] = useState(false);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  const chosenTitle = form?.titles.find((t) => t.id === titleId);
  async function openForm(start?: number) {
    try {
      const r = await api.get('/api/invoice/form');
      const first = r.data.orders.find((o) => o.id === start);
      if (start && !first) toast.warning('该订单暂不能申请开票（未付款、售后中或已申请过发票）');
      setForm(r.data);
      setPicked(first ? [first.id] : []);
      setTitleTouched(false);
      setTitleId(first?.titleId ?? r.data.titles[0]?.id ?? 0);
      fields.show({});
      setOpen(true);
    } catch (e) {
      toast.error(e instanceof ApiFailure ? e.message : '加载失败，请稍后再试');
    }
  }
  useEffect(() => {
    if (orderId) void openForm(orderId);
  }, [orderId]);
  function pick(o: Order, on: boolean) {
    setPicked((p) => (on ? [...p, o.id] : p.filter((x) => x !== o.id)));
    fields.clear('orderIds');
    // The title chosen at this order's checkout is the default, until the buyer picks one here.
    if (on && !titleTouched && o.titleId) setTitleId(o.titleId);
  }
  const chosen = form?.orders.filter((o) => picked.includes(o.id)) ?? [];
  const total = chosen.reduce((s, o) => s + o.amount, 0);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (fields.show({ orderIds: picked.length ? null : '请选择要开票的订单', titleId: titleId ? null : '请选择发票抬头' })) return;
    setBusy(true);
    try {
      const r = await api.post('/api/invoice/apply', { orderIds: picked, titleId, remark });
      toast.success(r.msg);
      setOpen(false);
      // The list is the server's: load it again, but without ?apply=, or the page would open the form for the
      // order just requested, no longer eligible, and say it cannot be invoiced.
      const here = new URL(location.href);
      here.searchParams.delete('apply');
      setTimeout(() => location.replace(here.pathname + here.search), 600);
    } catch (err) {
      if (!fields.fail(err)) toast.error(err instanceof ApiFailure ? err.message : '提交失败，请稍后再试');
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => void openForm()}>
        申请开票
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="申请开票" size={560}>
        <form onSubmit={submit}>
          {form &&
            (form.orders.length === 0 ? (
              <p className="empty">暂无数据哦~</p>
            ) : (
              // The group carries the message; its first check box takes focus.
              <fieldset className="field" {...fields.input('orderIds')}>
                <legend>选择订单（已付款、未申请过发票）</legend>
                <ul className="check-list">
                  {form.orders.map((o) => (
                    <li key={o.id}>
                      <label>
                        <input type="checkbox" checked={picked.includes(o.id)} onChange={(e) => pick(o, e.target.checked)} />
                        {/* What the order was and when it was paid: a 24-digit number alone did not tell the buyer which. */}
                        <span className="pick-order">
                          <span>{o.orderNo}</span>
                          <span className="muted">
                            {goodsSummary(o.lines[0]?.productName ?? '', o.lines.length)}
                            {o.paidAt && ` · ${chinaDay(o.paidAt)} 付款`}
                          </span>
                        </span>
                        <span className="price">{formatPrice(o.amount)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          {/* Under the list, or under 暂无数据 when there is none to pick. */}
          {form && <FieldError id={errorIdOf(IDS.orderIds)} message={errors.orderIds} />}
          {/* An order in after-sales is left out (its amount waits on the refund): said, or the buyer looks for it. */}
          {form && <p className="muted hint">售后处理中的订单不在此列，售后结束后可申请开票</p>}
          {form && (
            <div className="field">
              <label htmlFor="invoice-title">发票抬头</label>
              {form.titles.length === 0 ? (
                <p className="muted">
                  还没有发票抬头，请先到{' '}
                  <a className="link" href={ACCOUNT_PAGES.invoiceAdmin.href}>
                    {ACCOUNT_PAGES.invoiceAdmin.label}
                  </a>{' '}
                  添加
                </p>
              ) : (
                <select
                  className="input"
                  value={titleId}
                  onChange={(e) => {
                    setTitleTouched(true);
                    setTitleId(Number(e.target.value));
                    fields.clear('titleId');
                  }}
                  {...fields.input('titleId')}
                >
                  {form.titles.map((t) => (
                    <option key={t.id} value={t.id}>
                      {labelOf(INVOICE_TYPE_NAMES, t.type)}：{t.title}（{t.taxNo}）
                    </option>
                  ))}
                </select>
              )}
              {chosenTitle && (
                // A long company name cuts the select's text off: the chosen title in full, with its tax number.
                <p className="muted hint">
                  <span>
                    {labelOf(INVOICE_TYPE_NAMES, chosenTitle.type)}：{chosenTitle.title}
                  </span>
                  <br />
                  <span>税号：{chosenTitle.taxNo}</span>
                </p>
              )}
              <FieldError id={errorIdOf(IDS.titleId)} message={errors.titleId} />
            </div>
          )}
          <div className="field">
            <label htmlFor="invoice-remark">备注</label>
            <input
              className="input"
              maxLength={INVOICE_REMARK_MAX}
              value={remark}
              onChange={(e) => {
                setRemark(e.target.value);
                fields.clear('remark');
              }}
              {...fields.input('remark')}
            />
            <FieldError id={errorIdOf(IDS.remark)} message={errors.remark} />
          </div>
          {chosen.length > 0 && (
            <table className="lines invoice-lines" aria-label="开票明细">
              <thead>
                <tr>
                  <th>商品</th>
                  <th>数量</th>
                  <th>单价</th>
                  <th>金额</th>
                </tr>
              </thead>
              <tbody>
                {chosen.flatMap((o) =>
                  o.lines.map((l, i) => (
                    <tr key={`${o.id}-${i}`}>
                      <td data-label="商品">{l.productName}</td>
                      <td data-label="数量">
                        {l.num}
                        {l.unitName}
                      </td>
                      <td data-label="单价">
                        <span>{formatPrice(l.unitPrice)}</span>
                        {l.priceNote ? <p className="price-note">{reductionText(l)}</p> : null}
                      </td>
                      <td data-label="金额">{formatPrice(l.lineTotal)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          )}
          <p>
            开票金额：<b className="price">{formatPrice(total)}</b>
          </p>
          {/* The store's dialogs' action row: 取消, then the primary action at the right. */}
          <div className="modal-actions">
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              取消
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
              提交申请
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { fullAddress } from '~/lib/shared/address-line.ts';
import { INVOICE_TYPE_NAMES, labelOf, ORDER_INVOICE_NAMES } from '~/lib/shared/labels.ts';
import { BEFORE_QUOTE, reductionText } from '~/lib/shared/pricing.ts';
import { ORDER_REMARK_MAX } from '~/lib/shared/text-limits.ts';
import type { SettleChoice as Choice, SettlePreview as Preview, SettleSource } from '~/lib/shared/contracts/orders.ts';
import AddressForm from '~/islands/account/AddressForm.tsx';
import { onAddressChange } from '~/lib/client/address-changes.ts';
import { ADDRESS_LIMIT, limitReached } from '~/lib/shared/account-limits.ts';
import { syncCartNum } from './syncCartNum.ts';
import { useHydrated } from './useHydrated.ts';
import { newSubmissionKey } from '~/lib/client/submission-key.ts';

export type Source = SettleSource;

const specText = (specs: Record<string, string>) => Object.values(specs).join(' / ');

/** The delivery-time page (help type 10) from the help centre, sanitised HTML. */
export type DeliveryNote = { title: string; html: string } | null;

export default function Settlement({
  initial,
  source,
  deliveryNote = null,
}: {
  initial: Preview;
  source: Source;
  deliveryNote?: DeliveryNote;
}) {
  const [p, setP] = useState(initial);
  const [remark, setRemark] = useState('');
  const [adding, setAdding] = useState(initial.addresses.length === 0);
  const [working, setBusy] = useState(false);
  const hydrated = useHydrated();
  const busy = working || !hydrated;
  // The choices stay enabled while the preview is recomputed (choose() ignores another one meanwhile): disabling the
  // radio just arrowed to, or the select just changed, dropped a keyboard user's focus to the page's top.
  const off = !hydrated;
  const choose = (over: Partial<Choice>) => {
    if (!busy) void refresh(over);
  };
  // Where focus goes once the address form has opened or closed: its first field, or back to what opened it (the
  // + button that opened it is gone while it is open), or the address just saved and chosen.
  const focusNext = useRef<'form' | 'add' | 'chosen' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const addressList = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (!next || (next === 'chosen' && working)) return;
    focusNext.current = null;
    if (next === 'form') document.getElementById('addr-name')?.focus();
    else if (next === 'add') addButton.current?.focus();
    else addressList.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  });
  // One key per visit of this page: a double click or a retry of the same submission makes one order.
  const [key] = useState(newSubmissionKey);

  const choice = (over: Partial<Choice> = {}): Choice => ({
    addressId: p.addressId ?? undefined,
    invoiceType: p.invoiceType,
    invoiceTitleId: p.invoiceTitleId ?? undefined,
    userCouponId: p.userCouponId,
    ...over,
  });

  async function refresh(over: Partial<Choice>) {
    setBusy(true);
    try {
      setP((await api.post('/api/order/confirm', { ...source, ...choice(over) })).data);
    } catch (e) {
      toast.error(e instanceof ApiFailure ? e.message : '加载失败');
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (busy) return;
    if (!p.addressId) return toast.warning('请选择收货地址');
    if (p.invoiceType !== 0 && !p.invoiceTitleId) return toast.warning('请选择发票抬头');
    setBusy(true);
    try {
      const r = await api.post('/api/order/create', { ...source, ...choice(), remark, idempotencyKey: key });
      toast.success(r.msg);
      if ('cartIds' in source) await syncCartNum();
      location.assign(r.data.isQuote ? `/orderDetail/${r.data.orderId}` : `/cart/payment?orderId=${r.data.orderId}`);
    } catch (e) {
      toast.error(e instanceof ApiFailure ? e.message : '提交失败，请稍后再试');
      setBusy(false);
    }
  }

  // 管理收货地址 opens the address book in another tab: a change there is read here at once (an address added or
  // edited there did not show until the page was reloaded, losing the remark typed).
  const reread = useRef(refresh);
  reread.current = refresh;
  useEffect(() => onAddressChange(() => void reread.current({})), []);

  const titles = p.invoiceTitles.filter((t) => t.type === p.invoiceType);
  const full = p.addresses.length >= ADDRESS_LIMIT;
  const coupon = p.coupons.find((c) => c.userCouponId === p.userCouponId);
  return (
    <div className="settlement">
      <section className="panel" aria-labelledby="addr-title">
        <h2 id="addr-title">收货地址</h2>
        {p.addresses.length > 0 && (
          <ul className="choice-list" role="radiogroup" aria-label="收货地址" ref={addressList}>
            {p.addresses.map((a) => (
              <li key={a.id}>
                <label className="choice addr-choice">
                  <input
                    type="radio"
                    name="address"
                    checked={a.id === p.addressId}
                    disabled={off}
                    onChange={() => choose({ addressId: a.id })}
                  />
                  <span className="addr-body">
                    <span className="addr-head">
                      <b>{a.realName}</b> {a.phone}
                      {a.isDefault ? <span className="tag">默认</span> : null}
                    </span>
                    <span className="addr-text muted">{fullAddress(a)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {adding ? (
          <AddressForm
            initial={null}
            endpoint="/api/order/address"
            label="新增收货地址"
            submitLabel="保存地址"
            onCancel={() => {
              focusNext.current = 'add';
              setAdding(false);
            }}
            onSaved={(id) => {
              focusNext.current = 'chosen';
              setAdding(false);
              void refresh({ addressId: id });
            }}
          />
        ) : (
          <p>
            {/* A full address book: the form would be filled in for nothing (the server refuses a 21st address). */}
            {full ? (
              <span className="muted">{limitReached(ADDRESS_LIMIT, '地址')}</span>
            ) : (
              <button
                type="button"
                className="link"
                ref={addButton}
                onClick={() => {
                  focusNext.current = 'form';
                  setAdding(true);
                }}
              >
                + 新增收货地址
              </button>
            )}{' '}
            <a className="link" href="/address" target="_blank" rel="noopener">
              管理收货地址
            </a>
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="lines-title">
        <h2 id="lines-title">商品清单</h2>
        <table className="lines">
          <thead>
            <tr>
              <th>商品</th>
              <th>规格</th>
              <th>单价</th>
              <th>数量</th>
              <th>小计</th>
            </tr>
          </thead>
          <tbody>
            {p.lines.map((l, i) => (
              <tr key={i}>
                <td>
                  <div className="goods">
                    <img src={l.image} alt={l.storeName} width={60} height={60} />
                    <span>
                      {l.storeName}
                      {l.isQuote ? <span className="tag">定制</span> : null}
                    </span>
                  </div>
                </td>
                <td data-label="规格" className="specs">
                  {specText(l.specs)}
                  {/* The requirement the quote is made from (印刷参数 is the form's required field), as the order page shows it. */}
                  {Object.entries(l.custom?.params ?? {}).map(([k, v]) => (
                    <p key={k} className="muted small">
                      {k}：{v}
                    </p>
                  ))}
                  {l.custom?.note ? <p className="muted small">需求：{l.custom.note}</p> : null}
                  {l.artworkFileIds.length ? <p className="muted small">设计稿 {l.artworkFileIds.length} 个</p> : null}
                </td>
                <td data-label="单价">
                  {l.isQuote ? (
                    BEFORE_QUOTE.amount
                  ) : (
                    <>
                      <span>{formatPrice(l.unitPrice)}</span>
                      {l.priceNote ? <p className="price-note">{reductionText(l)}</p> : null}
                    </>
                  )}
                </td>
                <td data-label="数量">
                  {l.num}
                  {l.unitName}
                </td>
                <td data-label="小计" className="price">
                  {l.isQuote ? BEFORE_QUOTE.amount : formatPrice(l.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {p.isQuote && <p className="notice">订单含定制商品：提交后由平台根据您的定制需求报价并确认交期，您确认报价后再付款。</p>}
      </section>

      <section className="panel" aria-labelledby="inv-title">
        <h2 id="inv-title">发票信息</h2>
        <div className="choice-list" role="radiogroup" aria-label="发票类型">
          {([0, 1, 2] as const).map((t) => (
            <label key={t} className="choice">
              <input
                type="radio"
                name="invoiceType"
                checked={p.invoiceType === t}
                disabled={off}
                onChange={() => choose({ invoiceType: t, invoiceTitleId: undefined })}
              />
              {ORDER_INVOICE_NAMES[t]}
            </label>
          ))}
        </div>
        {p.invoiceType !== 0 &&
          (titles.length ? (
            <div className="field">
              <label htmlFor="inv-title-select">发票抬头</label>
              <select
                id="inv-title-select"
                className="input"
                value={p.invoiceTitleId ?? ''}
                disabled={off}
                onChange={(e) => choose({ invoiceTitleId: Number(e.target.value) })}
              >
                {titles.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title}（{t.taxNo}）
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="notice">
              暂无{labelOf(INVOICE_TYPE_NAMES, p.invoiceType)}抬头，
              <a className="link" href="/invoiceAdmin" target="_blank" rel="noopener">
                去添加发票抬头
              </a>
              ，添加后请刷新本页。
            </p>
          ))}
      </section>

      <section className="panel" aria-labelledby="coupon-title">
        <h2 id="coupon-title">优惠券</h2>
        {p.isQuote ? (
          <p className="muted">定制商品需报价后付款，暂不支持使用优惠券</p>
        ) : p.coupons.length ? (
          <div className="field">
            <label htmlFor="coupon-select">选择优惠券</label>
            <select
              id="coupon-select"
              className="input"
              value={p.userCouponId}
              disabled={off}
              onChange={(e) => choose({ userCouponId: Number(e.target.value) })}
            >
              <option value={0}>不使用优惠券</option>
              {p.coupons.map((c) => (
                <option key={c.userCouponId} value={c.userCouponId}>
                  {c.title}（可减{formatPrice(c.discount)}）
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="muted">暂无可用优惠券</p>
        )}
      </section>

      <section className="panel" aria-labelledby="remark-title">
        <h2 id="remark-title">订单备注</h2>
        <label htmlFor="remark" className="sr-only">
          订单备注
        </label>
        <textarea
          id="remark"
          className="input"
          rows={3}
          maxLength={ORDER_REMARK_MAX}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          placeholder={`选填：如配送要求、开票说明等（${ORDER_REMARK_MAX}字以内）`}
        />
        {deliveryNote ? (
          <details className="delivery-note muted small">
            <summary>交货时间：{deliveryNote.title}</summary>
            <div className="help-html" dangerouslySetInnerHTML={{ __html: deliveryNote.html }} />
          </details>
        ) : null}
        <p className="muted small">
          <a className="link" href="/helpCentre?type=10" target="_blank" rel="noopener">
            查看交货时间说明
          </a>
        </p>
      </section>

      <section className="panel">
        <div className="sum" aria-label="订单金额">
          <div className="sum-row">
            <span>商品金额</span>
            <span>{p.isQuote ? BEFORE_QUOTE.amount : formatPrice(p.totals.goodsTotal)}</span>
          </div>
          <div className="sum-row">
            <span>运费</span>
            <span>{p.isQuote ? BEFORE_QUOTE.freight : formatPrice(p.totals.freight)}</span>
          </div>
          {/* Only with a coupon, as on the order's detail (with none chosen it read 优惠 -¥0.00). */}
          {(p.totals.discount > 0 || coupon) && (
            <div className="sum-row">
              <span>优惠{coupon ? `（${coupon.title}）` : ''}</span>
              <span>-{formatPrice(p.totals.discount)}</span>
            </div>
          )}
          {/* The page's one live region: a screen reader hears the new amount once a change (address, coupon, 发票) is
              answered (role status: polite, said whole). */}
          <div className="sum-row payable" role="status" aria-live="polite" aria-atomic="true">
            <span>应付金额</span>
            <b>{p.isQuote ? BEFORE_QUOTE.amount : formatPrice(p.totals.payable)}</b>
          </div>
          <p className="muted small">{p.freightRule}</p>
        </div>
        <div className="submit-row">
          <a href="/cart/shoppingCart">返回购物车</a>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={off}
            aria-disabled={working || undefined}
            onClick={() => void submit()}
          >
            {p.isQuote ? '提交定制需求' : '提交订单'}
          </button>
        </div>
      </section>
    </div>
  );
}

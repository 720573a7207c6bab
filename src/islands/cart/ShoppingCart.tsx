import { useEffect, useRef, useState } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { BEFORE_QUOTE, reductionText } from '~/lib/shared/pricing.ts';
import type { CartView } from '~/lib/shared/contracts/cart.ts';
import type { Envelope } from '~/lib/client/api.ts';
import QtyInput from './QtyInput.tsx';
import { syncCartNum } from './syncCartNum.ts';
import { useHydrated } from './useHydrated.ts';
import { useConfirm } from '~/islands/account/useConfirm.tsx';

export type CartData = CartView;

const specText = (specs: Record<string, string>) =>
  Object.entries(specs)
    .map(([k, v]) => `${k}：${v}`)
    .join('；');
/**
 * What a line's controls are named after: its goods and spec (two specs of one product are two lines, and a screen
 * reader's 选择, 数量 and 删除 must tell them apart).
 */
const lineName = (l: { storeName: string; specs: Record<string, string> }) => [l.storeName, specText(l.specs)].filter(Boolean).join(' ');

export default function ShoppingCart({ initial }: { initial: CartData }) {
  const [data, setData] = useState(initial);
  const [working, setBusy] = useState(false);
  const hydrated = useHydrated();
  const busy = working || !hydrated;
  // While a change is on its way the controls stay enabled (call() ignores a second one): disabling the control that
  // has focus, the check box just pressed or the + just clicked, would drop a keyboard user's focus to the page's top.
  const off = !hydrated;
  useEffect(() => void syncCartNum(initial.count), [initial.count]);

  /** One change call (del, select, num): each answers the whole cart. */
  async function call(change: () => Promise<Envelope<CartView>>, success?: string) {
    if (busy) return;
    setBusy(true);
    try {
      const r = await change();
      setData(r.data);
      if (success) toast.success(success);
      void syncCartNum(r.data.count);
    } catch (e) {
      toast.error(e instanceof ApiFailure ? e.message : '操作失败，请稍后再试');
      // The server is the truth: reload it after a refusal (e.g. stock changed meanwhile).
      try {
        setData((await api.get('/api/cart/list')).data);
      } catch {
        /* keep what we have */
      }
    } finally {
      setBusy(false);
    }
  }

  const { valid, invalid, summary } = data;
  const selectedIds = valid.filter((l) => l.selected).map((l) => l.id);
  const checkout = () => {
    if (working) return;
    const ids = valid.filter((l) => l.selected && !l.problem).map((l) => l.id);
    if (!ids.length) return toast.warning('请选择要结算的商品');
    location.assign(`/cart/settlement?cartIds=${ids.join(',')}`);
  };
  /** 全选 in the table's header, and in the bottom bar on phones, where the header is hidden (global.css). */
  const selectAll = (
    <input
      type="checkbox"
      checked={summary.allSelected}
      disabled={off || !valid.length}
      onChange={(e) => void call(() => api.post('/api/cart/select', { all: true, selected: e.target.checked }))}
    />
  );
  const { ask, dialog } = useConfirm();
  // After a deletion the 删除 that had focus is gone with its line: focus goes to the check box of the line now in
  // its place (or the last line), or to 去逛逛 when the cart is empty, instead of being dropped to the page's top.
  const root = useRef<HTMLDivElement>(null);
  const refocusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = refocusAt.current;
    if (at === null || working) return;
    refocusAt.current = null;
    const boxes = root.current?.querySelectorAll<HTMLElement>('tbody input[type=checkbox]') ?? [];
    (boxes[Math.min(at, boxes.length - 1)] ?? root.current?.querySelector<HTMLElement>('a, button'))?.focus();
  }, [data, working]);
  // One line's 删除 names its goods (it need not be selected); 删除选中 counts lines as the bar does (N 种), not 件,
  // which the bar counts in units: a line of 200本 read 确定删除选中的1件商品吗？
  const remove = async (ids: number[], question = `确定删除选中的${ids.length}种商品吗？`) => {
    if (!ids.length) return toast.warning('请选择要删除的商品');
    if (!(await ask(question))) return;
    const first = valid.findIndex((l) => ids.includes(l.id));
    refocusAt.current = first < 0 ? 0 : first;
    void call(() => api.post('/api/cart/del', { ids }), '删除成功');
  };

  if (!valid.length && !invalid.length) {
    return (
      <div className="empty" ref={root}>
        <p>暂无数据哦~</p>
        <a className="btn btn-primary" href="/indexpage/productlist">
          去逛逛
        </a>
      </div>
    );
  }

  return (
    <div className="cart" ref={root} aria-busy={working || undefined}>
      <table className="cart-table">
        <thead>
          <tr>
            <th>
              <label className="check">
                {selectAll}
                全选
              </label>
            </th>
            <th>商品信息</th>
            <th>单价</th>
            <th>数量</th>
            <th>小计</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {valid.map((l) => (
            <tr key={l.id} className={l.selected ? 'is-selected' : undefined}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`选择 ${lineName(l)}`}
                  checked={l.selected}
                  disabled={off}
                  onChange={(e) => void call(() => api.post('/api/cart/select', { ids: [l.id], selected: e.target.checked }))}
                />
              </td>
              <td>
                <div className="goods">
                  <img src={l.image} alt={l.storeName} width={80} height={80} />
                  <div>
                    <a
                      href={`/productDetail?productId=${l.productId}&name=${encodeURIComponent(l.storeName)}`}
                      target="_blank"
                      rel="noopener"
                    >
                      {l.storeName}
                    </a>
                    <p className="muted">{specText(l.specs)}</p>
                    {l.isQuote && <span className="tag">定制 · 报价后付款</span>}
                    {l.problem && (
                      <p className="warn" role="alert">
                        {l.problem}
                      </p>
                    )}
                  </div>
                </div>
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
                <QtyInput
                  value={l.num}
                  label={`${lineName(l)} 数量`}
                  disabled={off}
                  rule={{ minQty: l.minQty, stepQty: l.stepQty, stock: l.stock, unitName: l.unitName }}
                  onCommit={(num) => call(() => api.post('/api/cart/num', { id: l.id, num }))}
                />
                <p className="muted small">
                  起订{l.minQty}
                  {l.unitName}
                  {l.stepQty > 1 ? `，${l.stepQty}${l.unitName}递增` : ''}
                </p>
              </td>
              <td data-label="小计" className="price">
                {l.isQuote ? BEFORE_QUOTE.amount : formatPrice(l.lineTotal)}
              </td>
              <td>
                {/* Named with its goods and spec: a screen reader's list of buttons read 删除 once per line. */}
                <button
                  type="button"
                  className="link"
                  disabled={off}
                  aria-label={`删除 ${lineName(l)}`}
                  onClick={() => void remove([l.id], `确定删除“${l.storeName}”吗？`)}
                >
                  删除
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {invalid.length > 0 && (
        <section className="cart-invalid" aria-labelledby="invalid-title">
          <h2 id="invalid-title">失效商品（{invalid.length}）</h2>
          <ul>
            {invalid.map((l) => (
              <li key={l.id}>
                {l.image ? <img src={l.image} alt={l.storeName} width={60} height={60} /> : null}
                <span>{l.storeName}</span>
                <span className="muted">{specText(l.specs)}</span>
                <span className="tag tag-grey">{l.reason}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn"
            disabled={off}
            onClick={() =>
              void remove(
                invalid.map((l) => l.id),
                `确定清空${invalid.length}种失效商品吗？`,
              )
            }
          >
            清空失效商品
          </button>
        </section>
      )}

      <div className="cart-bar">
        <label className="check cart-bar-all">
          {selectAll}
          全选
        </label>
        <button type="button" className="link" disabled={off} onClick={() => void remove(selectedIds)}>
          删除选中
        </button>
        <span>
          已选 <b>{summary.selectedCount}</b> 种商品，共 <b>{summary.selectedNum}</b> 件
        </span>
        {/* The cart's one live region: a screen reader hears the new total once a change (a quantity, a selection) is
            answered, as a sighted buyer sees it (role status: polite, said whole). */}
        <span className="total" role="status" aria-live="polite" aria-atomic="true">
          合计（不含运费）：<b>{formatPrice(summary.goodsTotal)}</b>
          {summary.hasQuote ? <small>（含定制商品，报价后确定金额）</small> : null}
        </span>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={off || !summary.selectedCount}
          aria-disabled={working || undefined}
          onClick={checkout}
        >
          去结算
        </button>
      </div>
      {dialog}
    </div>
  );
}

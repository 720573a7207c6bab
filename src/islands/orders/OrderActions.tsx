import { useState } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import type { BuyerAction } from '~/lib/shared/contracts/orders.ts';
import { syncCartNum } from '~/islands/cart/syncCartNum.ts';
import { useHydrated } from '~/islands/cart/useHydrated.ts';

const LABELS: Record<BuyerAction, string> = {
  cancel: '取消订单',
  pay: '去付款',
  uploadReceipt: '上传转账凭证',
  acceptQuote: '接受报价',
  declineQuote: '拒绝报价',
  take: '确认收货',
  again: '再次购买',
};
const PRIMARY = new Set<BuyerAction>(['pay', 'acceptQuote', 'take']);
const ASK: Partial<Record<BuyerAction, string>> = {
  cancel: '确定取消该订单吗？取消后库存与优惠券将退回。',
  declineQuote: '确定拒绝该报价吗？订单将被取消。',
  take: '请确认已收到全部货物，确认收货后订单完成。',
};
const CALLS = {
  cancel: '/api/order/cancel',
  acceptQuote: '/api/order/quote/accept',
  declineQuote: '/api/order/quote/decline',
  take: '/api/order/take',
} as const;

/** The buttons for what the buyer may do with an order now (the server decided which). */
export default function OrderActions({
  id,
  orderNo,
  actions,
  detailLink,
}: {
  id: number;
  orderNo: string;
  actions: BuyerAction[];
  detailLink?: boolean;
}) {
  const [working, setBusy] = useState(false);
  const hydrated = useHydrated();
  const busy = working || !hydrated;
  async function act(a: BuyerAction) {
    if (a === 'pay') return location.assign(`/cart/payment?orderId=${id}`);
    if (a === 'uploadReceipt') return location.assign(`/cart/bankPay?orderId=${id}`);
    if (ASK[a] && !confirm(ASK[a])) return;
    setBusy(true);
    try {
      if (a === 'again') {
        const r = await api.post('/api/order/again', { id });
        toast.success(r.msg);
        if (r.data.skipped.length) toast.warning(`${r.data.skipped.join('、')} 已下架或售罄，未加入购物车`);
        await syncCartNum();
        setTimeout(() => location.assign('/cart/shoppingCart'), 600);
      } else {
        toast.success((await api.post(CALLS[a], { id })).msg);
        setTimeout(() => location.reload(), 600);
      }
    } catch (e) {
      toast.error(e instanceof ApiFailure ? e.message : '操作失败，请稍后再试');
      setBusy(false);
    }
  }
  return (
    <div className="order-actions" role="group" aria-label={`订单 ${orderNo} 操作`}>
      {detailLink && (
        <a className="btn" href={`/orderDetail/${id}`}>
          查看详情
        </a>
      )}
      {actions.map((a) => (
        <button key={a} type="button" className={PRIMARY.has(a) ? 'btn btn-primary' : 'btn'} disabled={busy} onClick={() => void act(a)}>
          {LABELS[a]}
        </button>
      ))}
    </div>
  );
}

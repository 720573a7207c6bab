import { useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { SECKILL_LIMIT_REACHED, seckillLimitText } from '~/lib/shared/labels.ts';
import Countdown from './Countdown.tsx';
import type { SeckillBoard as Board } from '~/lib/shared/contracts/activities.ts';
import { CANNOT_BUY_NOTE } from '~/lib/shared/permissions.ts';

export type SeckillData = Board;
type Item = Board['list'][number];

const STATE_TEXT = { ended: '已结束', active: '抢购中', upcoming: '即将开始' } as const;

/** mayBuy: the account holds the 'buy' permission; without it the board shows the offers, not 立即抢购. */
export default function SeckillBoard({ initial, mayBuy = true }: { initial: SeckillData; mayBuy?: boolean }) {
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const slot = data.slot;
  const mine = (id: number) => data.mine.find((m) => m.goodsId === id);

  async function refresh() {
    const r = await api.get('/api/seckill/list', { slot: slot?.id, date: data.date, page: data.page, limit: data.limit });
    setData(r.data);
  }

  async function buy(item: Item) {
    if (busy === item.id) return;
    setBusy(item.id);
    try {
      const r = await api.post('/api/seckill/buy', { id: item.id, num: 1 });
      toast.success(r.msg);
    } catch (e) {
      toast.warning((e as Error).message);
    } finally {
      setBusy(null);
      await refresh().catch(() => {});
    }
  }

  return (
    <div>
      {slot && (
        <div className="section row">
          <span>
            <strong>{slot.title}场</strong>　{STATE_TEXT[slot.state]}
          </span>
          {slot.state === 'active' && (
            <Countdown label="距本场结束 " to={slot.endAt} serverTime={data.serverTime} onEnd={() => location.reload()} />
          )}
          {slot.state === 'upcoming' && (
            <Countdown label="距开抢还有 " to={slot.startAt} serverTime={data.serverTime} onEnd={() => location.reload()} />
          )}
        </div>
      )}
      {data.mine.map((m) => {
        const item = data.list.find((x) => x.id === m.goodsId);
        return (
          <div key={m.reservationId} className="section row" role="status">
            {m.status === 'reserved' ? (
              <>
                <span>
                  已抢到「{item?.storeName}」×{m.num}，请在保留时间内完成下单。
                </span>
                <Countdown label="保留剩余 " to={m.expiresAt} serverTime={data.serverTime} onEnd={() => void refresh().catch(() => {})} />
                <a className="btn btn-primary" href={m.settleUrl}>
                  去结算
                </a>
              </>
            ) : (
              <>
                <span>「{item?.storeName}」已下单，待付款。</span>
                <a className="btn btn-primary" href={m.settleUrl}>
                  去付款
                </a>
              </>
            )}
          </div>
        );
      })}
      {data.list.length === 0 ? (
        <div className="empty">暂无数据哦~</div>
      ) : (
        <ul className="grid" aria-label="秒杀商品">
          {data.list.map((item) => (
            <li key={item.id} className="card">
              <a
                href={`/productDetail?productId=${item.productId}&name=${encodeURIComponent(item.storeName)}`}
                target="_blank"
                rel="noopener"
                className={item.soldOut ? 'soldout' : undefined}
              >
                <img src={item.image} alt={item.storeName} loading="lazy" />
              </a>
              <div className="body">
                <div className="name">{item.storeName}</div>
                <div>
                  <span className="price">{formatPrice(item.price)}</span>
                  <span className="ot-price">{formatPrice(item.otPrice)}</span>
                </div>
                <progress className="stock" max={100} value={item.percent} aria-label={`已抢${item.percent}%`} />
                <div className="row muted">
                  <span>已抢{item.percent}%</span>
                  <span>
                    剩余{item.remaining}件 · {seckillLimitText(item.limit)}
                  </span>
                </div>
                {mine(item.id) ? (
                  <a className="btn btn-primary" href={mine(item.id)!.settleUrl}>
                    {mine(item.id)!.status === 'reserved' ? '已抢到，去结算' : '已下单，去付款'}
                  </a>
                ) : item.limitReached ? (
                  <button type="button" className="btn" disabled>
                    {SECKILL_LIMIT_REACHED}
                  </button>
                ) : item.soldOut ? (
                  <button type="button" className="btn" disabled>
                    已抢光
                  </button>
                ) : !mayBuy ? (
                  <span className="muted">{CANNOT_BUY_NOTE}</span>
                ) : slot?.state === 'active' ? (
                  <button
                    type="button"
                    className="btn btn-primary"
                    aria-disabled={busy === item.id || undefined}
                    onClick={() => void buy(item)}
                    aria-label={`立即抢购 ${item.storeName}`}
                  >
                    立即抢购
                  </button>
                ) : (
                  <button type="button" className="btn" disabled>
                    {slot?.state === 'ended' ? '已结束' : '即将开抢'}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

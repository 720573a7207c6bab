import { useState } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { couponFace, couponThreshold } from '~/lib/shared/pricing.ts';
import { chinaDay } from '~/lib/shared/time.ts';
import { loginUrl } from '~/lib/shared/links.ts';
import type { CouponCentre as Centre } from '~/lib/shared/contracts/activities.ts';
import { LOGIN_REQUIRED } from '~/lib/shared/messages.ts';
import { CANNOT_BUY_NOTE } from '~/lib/shared/permissions.ts';

export type CouponPage = Centre;

/** mayBuy: the account holds the 'buy' permission (coupons are for ordering); visitors may still start and log in. */
export default function CouponCentre({ initial, loggedIn, mayBuy = true }: { initial: CouponPage; loggedIn: boolean; mayBuy?: boolean }) {
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);

  async function claim(c: Centre['list'][number]) {
    if (busy === c.id) return;
    if (!loggedIn) {
      toast.warning(LOGIN_REQUIRED);
      location.assign(loginUrl(location.pathname + location.search));
      return;
    }
    setBusy(c.id);
    try {
      const r = await api.post('/api/coupon/receive', { couponId: c.id });
      toast.success(r.msg);
    } catch (e) {
      toast.warning((e as Error).message);
    } finally {
      setBusy(null);
      const r = await api.get('/api/coupon/center', { page: data.page, limit: data.limit }).catch(() => null);
      if (r) setData(r.data);
    }
  }

  if (!data.list.length) return <div className="empty">暂无数据哦~</div>;
  return (
    <ul className="coupons" aria-label="可领取的优惠券">
      {data.list.map((c) => (
        <li key={c.id} className={`coupon${c.state === 'soldOut' ? ' is-off' : ''}`}>
          <div className="amount">
            <strong>{couponFace(c)}</strong>
            <span>{couponThreshold(c)}</span>
          </div>
          <div className="info">
            <h3>{c.title}</h3>
            <span className="muted">
              {c.description}
              {c.type === 'discount' ? `（最高抵扣${formatPrice(c.amount)}）` : ''}
            </span>
            <span className="muted">
              {c.validDays > 0 ? `领取后${c.validDays}天内有效` : c.endAt ? `有效期至${chinaDay(c.endAt)}` : ''} · 每个账号限领{c.perUser}张
            </span>
            {c.total > 0 && <progress className="stock" max={100} value={c.percent} aria-label={`已领${c.percent}%`} />}
            <div className="row">
              <span className="muted">
                {c.remaining === null ? '不限量' : `剩余${c.remaining}张`}
                {c.claimedByMe > 0 ? ` · 已领${c.claimedByMe}张` : ''}
              </span>
              {c.state === 'available' && !mayBuy && <span className="muted">{CANNOT_BUY_NOTE}</span>}
              {c.state === 'available' && mayBuy && (
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-disabled={busy === c.id || undefined}
                  onClick={() => void claim(c)}
                  aria-label={`立即领取 ${c.title}`}
                >
                  立即领取
                </button>
              )}
              {c.state === 'claimed' && (
                <a className="btn" href="/coupon">
                  已领取，去查看
                </a>
              )}
              {c.state === 'soldOut' && (
                <button type="button" className="btn" disabled>
                  已抢光
                </button>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

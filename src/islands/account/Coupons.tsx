import { useState } from 'react';
import { onTabListKey, tabIndexOf } from '~/islands/shared/tabList.ts';
import { api } from '~/lib/client/api.ts';
import { couponFace, couponThreshold } from '~/lib/shared/pricing.ts';
import { chinaDay } from '~/lib/shared/time.ts';
import { COUPON_TAB_NAMES, COUPON_TABS } from '~/lib/shared/labels.ts';
import type { MyCouponsPage } from '~/lib/shared/contracts/account.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import Empty from './Empty.tsx';
import Pager from './Pager.tsx';

export type CouponPage = MyCouponsPage;

/** A China calendar day as the coupon shows it, 'YYYY.MM.DD'. */
const day = (t: Date | string) => chinaDay(t).replaceAll('-', '.');
const COUNT_KEYS = ['unused', 'used', 'expired'] as const;

/** /coupon: my coupons in 未使用 / 已使用 / 已过期 tabs, each with its rule and validity. */
export default function Coupons({ initial }: { initial: CouponPage }) {
  const [tab, setTab] = useState(0);
  const [data, setData] = useState(initial);
  const { run } = useSubmit();
  const load = (status: number, page: number) =>
    run(async () => {
      const r = await api.get('/api/coupons/user', { status, page, limit: data.limit });
      setTab(status);
      setData(r.data);
    });

  return (
    <section aria-labelledby="coupon-title">
      <div className="panel-head">
        <h1 id="coupon-title">我的优惠券</h1>
        <a className="link-btn" href="/indexpage/getcoupon">
          去领券中心
        </a>
      </div>
      <div className="tabs-bar" role="tablist" aria-label="优惠券状态" onKeyDown={onTabListKey}>
        {COUPON_TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`coupon-tab-${t}`}
            aria-selected={tab === t}
            tabIndex={tabIndexOf(tab === t)}
            aria-controls="coupon-panel"
            onClick={() => void load(t, 1)}
          >
            {COUPON_TAB_NAMES[t]}（{data.counts[COUNT_KEYS[t]]}）
          </button>
        ))}
      </div>
      <div id="coupon-panel" role="tabpanel" aria-labelledby={`coupon-tab-${tab}`}>
        {data.list.length === 0 ? (
          <Empty />
        ) : (
          <ul className="coupon-list">
            {data.list.map((c) => (
              <li key={c.id} className={tab === 0 ? 'coupon' : 'coupon coupon-off'}>
                <div className="coupon-amount">
                  <strong>{couponFace(c)}</strong>
                  <span>{couponThreshold(c)}</span>
                </div>
                <div className="coupon-body">
                  <p className="card-title">
                    {c.title}
                    {tab !== 0 && <span className="tag tag-grey">{COUPON_TAB_NAMES[tab]}</span>}
                  </p>
                  <p>{c.ruleText}</p>
                  <p className="muted">{c.scopeText}</p>
                  <p className="muted">
                    有效期：{day(c.validFrom)} - {day(c.validUntil)}
                  </p>
                  {c.usedAt && <p className="muted">使用时间：{day(c.usedAt)}</p>}
                  {c.description && <p className="muted">{c.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager page={data.page} limit={data.limit} total={data.total} onPage={(p) => void load(tab, p)} />
    </section>
  );
}

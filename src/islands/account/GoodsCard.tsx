import type { ReactNode } from 'react';
import { formatPrice } from '~/lib/shared/money.ts';
import { PRICE_AFTER_CUSTOM } from '~/lib/shared/goods-types.ts';
import { discountName } from '~/lib/shared/pricing.ts';
import type { GoodsCard as GoodsRow } from '~/lib/shared/contracts/account.ts';

/** A product card that opens the detail page in a new tab (§2.10); off-shelf goods are marked and not linked. */
export default function GoodsCard({ g, children }: { g: GoodsRow; children?: ReactNode }) {
  const href = `/productDetail?productId=${g.id}&name=${encodeURIComponent(g.storeName)}`;
  const body = (
    <>
      <img src={g.image} alt={g.storeName} loading="lazy" width={200} height={200} />
      <div className="goods-info">
        <p className="goods-name">
          {g.tag && <span className="tag">{g.tag}</span>} {g.storeName}
        </p>
        <p className="goods-price">{!g.isShow ? '已下架' : g.showPrice ? formatPrice(g.price) : PRICE_AFTER_CUSTOM}</p>
        {g.isShow && g.discount ? <p className="goods-discount">{discountName(g.discount)}</p> : null}
      </div>
    </>
  );
  return (
    <li className="goods-card">
      {g.isShow ? (
        <a href={href} target="_blank" rel="noopener">
          {body}
        </a>
      ) : (
        <div className="goods-off">{body}</div>
      )}
      {children}
    </li>
  );
}

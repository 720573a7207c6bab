// The product-card fields the account lists show (SPEC §3 product card, §4 goods types and the price rule).
import { products } from '~/lib/server/db/schema/index.ts';
import { goodsType, showsCardPrice } from '~/lib/shared/goods-types.ts';
import type { Discount } from '~/lib/shared/pricing.ts';
import { pricedCard } from '~/lib/server/catalogue/cards.ts';

export const cardColumns = {
  id: products.id,
  storeName: products.storeName,
  image: products.image,
  price: products.price,
  otPrice: products.otPrice,
  qiliGoodsTypeId: products.goodsTypeId,
  isShow: products.isShow,
};

/** Only spot samples (type 5) show a price, priced as the storefront cards are (running discount named). */
export function card<T extends { id: number; price: number; otPrice: number; qiliGoodsTypeId: number }>(
  r: T,
  discounts: Map<number, Discount>,
) {
  return { ...pricedCard(r, discounts), tag: goodsType(r.qiliGoodsTypeId).tag, showPrice: showsCardPrice(r.qiliGoodsTypeId) };
}

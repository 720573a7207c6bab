// The product-card fields the account lists show (SPEC §3 product card, §4 goods types and the price rule).
import { products } from '../db/schema/index.ts';
import { goodsType, showsCardPrice } from '../../shared/goods-types.ts';

export const cardColumns = {
  id: products.id, storeName: products.storeName, image: products.image, price: products.price,
  otPrice: products.otPrice, qiliGoodsTypeId: products.goodsTypeId, isShow: products.isShow,
};

/** Only spot samples show a price; the others are priced after customisation (shared/goods-types.ts). */
export function card<T extends { qiliGoodsTypeId: number }>(r: T) {
  return { ...r, tag: goodsType(r.qiliGoodsTypeId).tag, showPrice: showsCardPrice(r.qiliGoodsTypeId) };
}

// The product-card fields the account lists show (SPEC §3 product card, §4 goods types and the price rule).
import { products } from '../db/schema/index.ts';

export const GOODS_TAGS: Record<number, string> = { 2: '定制', 3: '常用', 4: '标品', 5: '现货' };

export const cardColumns = {
  id: products.id, storeName: products.storeName, image: products.image, price: products.price,
  otPrice: products.otPrice, qiliGoodsTypeId: products.goodsTypeId, isShow: products.isShow,
};

/** Only spot samples (type 5) show a price; the others are priced after customisation. */
export function card<T extends { qiliGoodsTypeId: number }>(r: T) {
  return { ...r, tag: GOODS_TAGS[r.qiliGoodsTypeId] ?? '', showPrice: r.qiliGoodsTypeId === 5 };
}

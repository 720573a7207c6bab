// SPEC §4: goods types by qiliGoodsTypeId, their tags and the price rule.
export interface GoodsType {
  id: number;
  /** The type explanation shown on item cards. */
  name: string;
  tag: string;
}

export const GOODS_TYPES: readonly GoodsType[] = [
  { id: 2, name: '全定制产品', tag: '定制' },
  { id: 3, name: '常用定制商品', tag: '常用' },
  { id: 4, name: '纯标准商品', tag: '标品' },
  { id: 5, name: '现货样品', tag: '现货' },
];

export const GOODS_TYPE_IDS = GOODS_TYPES.map((t) => t.id);

export function goodsType(id: number): GoodsType {
  return GOODS_TYPES.find((t) => t.id === id) ?? { id, name: '商品', tag: '商品' };
}

/** Item cards show a price only for spot samples (type 5); every other type reads 定制后计价. */
export const showsCardPrice = (id: number) => id === 5;
export const PRICE_AFTER_CUSTOM = '定制后计价';

/**
 * Custom goods (types 2 全定制, 3 常用定制): a requirement form on the detail page instead of a price, and an
 * operator's quote at checkout. The one definition of the rule (SQL filters use CUSTOM_GOODS_TYPES).
 */
export const CUSTOM_GOODS_TYPES: readonly number[] = [2, 3];
export const isCustomGoods = (id: number) => CUSTOM_GOODS_TYPES.includes(id);

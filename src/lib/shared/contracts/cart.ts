// Cart calls: add (or buy now), list, count, change a quantity, select, remove.
import { z } from 'zod';
import { cartCustomSchema, customFormSchema } from '~/lib/shared/custom-form.ts';
import { defineCalls } from './contract.ts';
import { idempotencyKeySchema, zFen, zId, zQty, zSpecs as specs } from './fields.ts';

export const cartIdsSchema = z.array(zId('购物车商品'), { error: '请选择商品' }).min(1, '请选择商品').max(200, '一次最多操作200件商品');

export const addCartSchema = z.strictObject({
  productId: zId('商品ID'),
  skuId: zId('规格ID'),
  num: zQty('购买数量'),
  kind: z.enum(['cart', 'buy'], { error: '加购类型不正确' }).default('cart'),
  custom: cartCustomSchema.optional(),
  /**
   * One per intended add (the purchase panel's), sent again on its retry: a repeat answers the first add's answer
   * without adding again (kept a day). Optional: an add without one adds each time.
   */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type AddCartInput = z.output<typeof addCartSchema>;
export type AddCartBody = z.input<typeof addCartSchema>;

export const cartNumSchema = z.strictObject({ id: zId('购物车商品'), num: zQty('数量') });
export const cartDelSchema = z.strictObject({ ids: cartIdsSchema });
export const cartSelectSchema = z
  .strictObject({
    ids: cartIdsSchema.optional(),
    all: z.boolean({ error: '全选格式不正确' }).optional(),
    selected: z.boolean({ error: '请指定是否选中' }),
  })
  .refine((v) => v.all || v.ids?.length, { message: '请选择商品' });

export const cartLine = z.object({
  id: z.int(),
  productId: z.int(),
  skuId: z.int(),
  storeName: z.string(),
  image: z.string(),
  specs,
  goodsTypeId: z.int(),
  unitName: z.string(),
  num: z.int(),
  minQty: z.int(),
  stepQty: z.int(),
  stock: z.int(),
  unitPrice: zFen,
  /** The unit price before the discount named in priceNote (equals unitPrice without one). */
  listUnitPrice: zFen,
  /** The reduction in unitPrice, named as the buyer reads it (折扣专区8.8折), or ''. */
  priceNote: z.string(),
  lineTotal: zFen,
  isQuote: z.boolean(),
  selected: z.boolean(),
  /** Why this quantity cannot be ordered as is (e.g. more than the stock left), or null. */
  problem: z.string().nullable(),
  custom: customFormSchema.nullable(),
});
export type CartLine = z.output<typeof cartLine>;

export const invalidCartLine = z.object({
  id: z.int(),
  productId: z.int(),
  storeName: z.string(),
  image: z.string(),
  specs,
  num: z.int(),
  reason: z.string(),
});
export type InvalidCartLine = z.output<typeof invalidCartLine>;

export const cartSummary = z.object({
  /** Selected lines that can be checked out. */
  selectedCount: z.int(),
  selectedNum: z.int(),
  /** Fen, priced lines only; quote lines are priced later. */
  goodsTotal: zFen,
  hasQuote: z.boolean(),
  allSelected: z.boolean(),
});
export type CartSummary = z.output<typeof cartSummary>;

export const cartView = z.object({ valid: z.array(cartLine), invalid: z.array(invalidCartLine), summary: cartSummary, count: z.int() });
export type CartView = z.output<typeof cartView>;

export const cartCalls = defineCalls({
  'POST /api/car': {
    summary:
      "Adds a SKU to the cart (kind 'cart', merged by SKU) or makes a buy-now line (kind 'buy') for /cart/settlement?cartIds=; the same idempotencyKey again answers the first add without adding",
    body: addCartSchema,
    answer: z.object({ cartId: z.int(), count: z.int() }),
  },
  'GET /api/cart/list': {
    summary: 'The cart: lines that can be bought, lines no longer available, and the totals of the selection',
    answer: cartView,
  },
  'GET /api/cart/count': { summary: 'How many lines the cart holds (the header badge)', answer: z.object({ count: z.int() }) },
  'POST /api/cart/num': {
    summary: "Changes a line's quantity (minimum, steps, stock); answers the cart",
    body: cartNumSchema,
    answer: cartView,
  },
  'POST /api/cart/select': {
    summary: '{ids, selected} for some lines, {all: true, selected} for the whole cart; answers the cart',
    body: cartSelectSchema,
    answer: cartView,
  },
  'POST /api/cart/del': { summary: "Removes lines (others' ids are ignored); answers the cart", body: cartDelSchema, answer: cartView },
});

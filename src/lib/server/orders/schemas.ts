// Inputs of the order calls (zod, Chinese messages naming the field).
import { z } from 'zod';

export const zId = (label = 'ID') => z.coerce.number({ error: `${label}格式不正确` }).int(`${label}格式不正确`).positive(`${label}格式不正确`);

export { customFormSchema } from '../../shared/custom-form.ts';
import { customFormSchema } from '../../shared/custom-form.ts';

const buyNowSchema = z.strictObject({
  productId: zId('商品'),
  skuId: zId('规格'),
  num: z.coerce.number({ error: '数量格式不正确' }).int('数量格式不正确').positive('数量格式不正确'),
  custom: customFormSchema.optional(),
});

const settleBase = z.strictObject({
  /** Cart line ids (cart lines or buy-now lines made by POST /api/car). */
  cartIds: z.array(zId('购物车商品')).min(1, '请选择要结算的商品').max(100, '一次最多结算100件商品').optional(),
  /** Or one line directly (buy now). */
  buyNow: buyNowSchema.optional(),
  /** Or a seckill reservation (POST /api/seckill/buy → /cart/settlement?seckill=). */
  seckill: zId('秒杀记录').optional(),
  /** Or a group-buy seat (start/join → /cart/settlement?group=). */
  group: zId('拼团记录').optional(),
  addressId: zId('收货地址').optional(),
  invoiceType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '发票类型不正确' }).default(0),
  invoiceTitleId: zId('发票抬头').optional(),
  /** Omitted: the best usable coupon is chosen; 0 or null: no coupon. */
  userCouponId: z.number({ error: '优惠券格式不正确' }).int('优惠券格式不正确').min(0, '优惠券格式不正确').nullable().optional(),
});

const oneSource = (v: { cartIds?: number[]; buyNow?: unknown; seckill?: number; group?: number }) =>
  [!!v.cartIds?.length, !!v.buyNow, !!v.seckill, !!v.group].filter(Boolean).length === 1;

export const settleSchema = settleBase.refine(oneSource, { message: '请选择要结算的商品' });
export type SettleInput = z.output<typeof settleSchema>;

export const createSchema = settleBase
  .extend({
    remark: z.string({ error: '备注格式不正确' }).trim().max(200, '订单备注不能超过200字').default(''),
    idempotencyKey: z.string({ error: '缺少提交标识，请刷新页面后重试' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '提交标识格式不正确，请刷新页面后重试'),
  })
  .refine(oneSource, { message: '请选择要结算的商品' });
export type CreateInput = z.output<typeof createSchema>;

export const idSchema = z.strictObject({ id: zId('订单') });
export const cancelSchema = z.strictObject({ id: zId('订单'), reason: z.string().trim().max(100, '取消原因不能超过100字').optional() });

export const listQuerySchema = z.strictObject({
  tab: z.string().max(20).optional(),
  keyword: z.string().trim().max(50, '搜索内容不能超过50字').optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().refine((n) => [5, 10, 20, 50].includes(n), '每页条数只能是5、10、20或50').default(10),
});

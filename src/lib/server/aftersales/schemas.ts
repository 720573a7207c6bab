// Inputs of the after-sales calls (zod, Chinese messages naming the field).
import { z } from 'zod';
import { zId } from '../orders/schemas.ts';

export const AS_REASONS = [
  '印刷质量问题', '商品破损', '数量短缺', '规格与订单不符', '与商品描述不符', '未收到货物', '交期延误', '协商一致退款', '其他',
] as const;

export const submitSchema = z.strictObject({
  orderId: zId('订单'),
  orderLineId: zId('订单商品'),
  type: z.union([z.literal(1), z.literal(2)], { error: '请选择售后类型' }),
  reason: z.enum(AS_REASONS, { error: '请选择售后原因' }),
  description: z.string({ error: '问题描述格式不正确' }).trim().max(500, '问题描述不能超过500字').default(''),
  imageIds: z.array(zId('图片'), { error: '图片格式不正确' }).max(9, '最多上传9张图片').default([]),
  num: z.number({ error: '请填写售后数量' }).int('售后数量必须是整数').positive('售后数量必须大于0'),
  /** Fen. */
  refundAmount: z.number({ error: '请填写退款金额' }).int('退款金额格式不正确').positive('退款金额必须大于0'),
});
export type SubmitInput = z.output<typeof submitSchema>;

export const idSchema = z.strictObject({ id: zId('售后单') });

export const shipBackSchema = z.strictObject({
  id: zId('售后单'),
  carrier: z.string({ error: '请填写物流公司' }).trim().min(2, '请填写物流公司').max(30, '物流公司不能超过30字'),
  trackingNo: z.string({ error: '请填写物流单号' }).trim().regex(/^[A-Za-z0-9-]{4,40}$/, '物流单号格式不正确'),
});

export const listSchema = z.strictObject({
  state: z.enum(['all', 'open', 'done'], { error: '状态筛选不正确' }).default('all'),
  orderId: zId('订单').optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().refine((n) => [5, 10, 20, 50].includes(n), '每页条数只能是5、10、20或50').default(10),
});

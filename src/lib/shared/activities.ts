// Input schemas of the activity calls, shared by pages, islands and API handlers. Queries are text (parsed
// strictly), bodies are JSON with exact types.
import { z } from 'zod';
import { zDay, zId, zIdOrZeroText, zIdText, zLimitText, zPageText, zQty } from './contracts/fields.ts';

export const zPage = zPageText(1000, '页码格式不正确');
/** Page sizes come from an allowlist. */
export const zLimit = (fallback: number) => zLimitText([8, 10, 12, 16, 20, 24], fallback, '每页条数格式不正确');

export const seckillListQuery = z.strictObject({
  slot: zIdText('场次').optional(),
  date: zDay('日期格式不正确').optional(),
  page: zPage,
  limit: zLimit(12),
});
export const seckillBuyBody = z.strictObject({ id: zId('秒杀商品'), num: zQty('数量').default(1) });

export const pageQuery = (limit: number) => z.strictObject({ page: zPage, limit: zLimit(limit) });
export const idQuery = z.strictObject({ id: zIdText('ID') });

export const couponClaimBody = z.strictObject({ couponId: zId('优惠券') });

export const groupStartBody = z.strictObject({ id: zId('拼团商品') });
export const groupJoinBody = z.strictObject({ teamId: zId('拼团') });
export const groupDetailQuery = z
  .strictObject({ id: zIdText('拼团商品').optional(), teamId: zIdText('拼团').optional() })
  .refine((q) => q.id || q.teamId, '请指定拼团商品');

export const canvasQuery = z.strictObject({
  category: zIdOrZeroText('分类').default(0),
  id: zIdText('模板').optional(),
  page: zPage,
  limit: zLimit(12),
});

// Input schemas of the activity calls, shared by islands and API handlers.
import { z } from 'zod';

const zId = (label: string) => z.coerce.number({ error: `${label}格式不正确` }).int(`${label}格式不正确`).min(1, `${label}格式不正确`).max(2_147_483_647, `${label}格式不正确`);
export const zPage = z.coerce.number({ error: '页码格式不正确' }).int('页码格式不正确').min(1, '页码格式不正确').max(1000, '页码格式不正确').default(1);
/** Page sizes come from an allowlist. */
export const zLimit = (fallback: number) =>
  z.coerce.number({ error: '每页条数格式不正确' }).refine((n) => [8, 10, 12, 16, 20, 24].includes(n), '每页条数格式不正确').default(fallback);
export const zNum = z.coerce.number({ error: '数量格式不正确' }).int('数量格式不正确').min(1, '数量至少为1').max(9999, '数量格式不正确');

export const seckillListQuery = z.strictObject({
  slot: zId('场次').optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确').optional(),
  page: zPage,
  limit: zLimit(12),
});
export const seckillBuyBody = z.strictObject({ id: zId('秒杀商品'), num: zNum.default(1) });

export const pageQuery = (limit: number) => z.strictObject({ page: zPage, limit: zLimit(limit) });
export const idQuery = z.strictObject({ id: zId('ID') });

export const couponClaimBody = z.strictObject({ couponId: zId('优惠券') });

export const groupStartBody = z.strictObject({ id: zId('拼团商品') });
export const groupJoinBody = z.strictObject({ teamId: zId('拼团') });
export const groupDetailQuery = z.strictObject({ id: zId('拼团商品').optional(), teamId: zId('拼团').optional() })
  .refine((q) => q.id || q.teamId, '请指定拼团商品');

export const canvasQuery = z.strictObject({
  category: z.coerce.number({ error: '分类格式不正确' }).int('分类格式不正确').min(0, '分类格式不正确').max(2_147_483_647, '分类格式不正确').default(0),
  id: zId('模板').optional(),
  page: zPage,
  limit: zLimit(12),
});

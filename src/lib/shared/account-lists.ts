// Query schemas of the account-centre lists (favourites, footprints, coupons): pages and sizes from allowlists.
import { z } from 'zod';
import { zDay, zId, zLimitText, zPageText } from './contracts/fields.ts';
import { COUPON_TABS } from './labels.ts';

export const PAGE_SIZES = [8, 12, 16, 20, 40] as const;

const zPage = zPageText();
const zLimit = (fallback: (typeof PAGE_SIZES)[number]) => zLimitText(PAGE_SIZES, fallback, '每页条数不正确');

export const favouritesQuerySchema = z.strictObject({ page: zPage, limit: zLimit(12) });
export const footprintsQuerySchema = z.strictObject({ page: zPage, limit: zLimit(40) });

export const couponsQuerySchema = z.strictObject({
  status: zLimitText(COUPON_TABS, 0, '优惠券状态不正确'),
  page: zPage,
  limit: zLimit(12),
});

export const removeFavouritesSchema = z.strictObject({
  ids: z.array(zId('商品ID'), { error: '请选择要取消收藏的商品' }).min(1, '请选择要取消收藏的商品').max(100, '一次最多取消100件'),
});

/** Remove footprints by row ids, one whole day, or all of them. */
export const deleteFootprintsSchema = z
  .strictObject({
    ids: z.array(zId('足迹ID'), { error: '请选择要删除的足迹' }).min(1, '请选择要删除的足迹').max(200, '一次最多删除200条').optional(),
    day: zDay('日期格式不正确').optional(),
    all: z.literal(true, { error: '全部删除格式不正确' }).optional(),
  })
  .refine((v) => [v.ids, v.day, v.all].filter((x) => x !== undefined).length === 1, '请选择要删除的足迹');

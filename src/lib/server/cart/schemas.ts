// Inputs of the cart calls.
import { z } from 'zod';
import { MAX_QTY, QTY_MSG } from '../../shared/quantity.ts';

const id = z.coerce.number({ error: 'ID格式不正确' }).int('ID格式不正确').positive('ID格式不正确');
export const cartIds = z.array(id, { error: '请选择商品' }).min(1, '请选择商品').max(200, '一次最多操作200件商品');

export const cartNumSchema = z.strictObject({
  id,
  num: z.coerce.number({ error: QTY_MSG.integer }).int(QTY_MSG.integer).positive(QTY_MSG.integer).max(MAX_QTY, QTY_MSG.max),
});
export const cartDelSchema = z.strictObject({ ids: cartIds });
export const cartSelectSchema = z.strictObject({
  ids: cartIds.optional(),
  all: z.boolean().optional(),
  selected: z.boolean({ error: '请指定是否选中' }),
}).refine((v) => v.all || v.ids?.length, { message: '请选择商品' });

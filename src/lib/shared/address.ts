// The delivery-address form: one schema for the island and the API handler.
import { z } from 'zod';
import { isPhone, MSG } from './validation.ts';
import { zId, zIdOrZero } from './contracts/fields.ts';

/** At most this many addresses per account (a B2B buyer ships to a handful of sites). */
export const ADDRESS_LIMIT = 20;

const zCode = z.string({ error: '请选择省市区' }).regex(/^\d{6}$/, '请选择省市区');

export const addressSchema = z.strictObject({
  /** Absent or 0: a new address. */
  id: zIdOrZero().optional(),
  realName: z.string({ error: '请输入收货人' }).trim().min(1, '请输入收货人').max(30, '收货人最多30个字'),
  phone: z.string({ error: '请输入联系电话' }).trim().refine(isPhone, MSG.telInvalid),
  provinceCode: zCode,
  cityCode: zCode,
  districtCode: zCode,
  detail: z.string({ error: '请输入详细地址' }).trim().min(2, '请输入详细地址').max(120, '详细地址最多120个字'),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.output<typeof addressSchema>;

export const idSchema = z.strictObject({ id: zId() });
export const regionParentSchema = z.strictObject({
  pid: z.union([z.string(), z.number()], { error: '上级地区编码不正确' }).transform(String).pipe(z.string().regex(/^(0|\d{6})?$/, '上级地区编码不正确')),
});

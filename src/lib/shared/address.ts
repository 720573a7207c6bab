// The delivery-address form: one schema for the island and the API handler.
import { z } from 'zod';
import { isPhone, MSG } from './validation.ts';
import { zId, zIdOrZero } from './contracts/fields.ts';
import { ADDRESS_TEXT } from './text-limits.ts';

const zCode = z.string({ error: '请选择省市区' }).regex(/^\d{6}$/, '请选择省市区');
const zRegionName = z.string({ error: '请选择省市区' }).trim().min(2, '请选择省市区').max(30, '请选择省市区');

/** The fields every address form has, with the one set of messages. */
const fields = {
  realName: z
    .string({ error: '请输入收货人' })
    .trim()
    .min(1, '请输入收货人')
    .max(ADDRESS_TEXT.realNameMax, `收货人最多${ADDRESS_TEXT.realNameMax}个字`),
  phone: z.string({ error: '请输入联系电话' }).trim().refine(isPhone, MSG.telInvalid),
  detail: z
    .string({ error: '请输入详细地址' })
    .trim()
    .min(1, '请输入详细地址')
    // One character typed is not "nothing typed": say what is short.
    .min(2, '详细地址至少2个字（街道、门牌号等）')
    .max(ADDRESS_TEXT.detailMax, `详细地址最多${ADDRESS_TEXT.detailMax}个字`),
  isDefault: z.boolean().optional(),
};

/** The address book (/address, POST /api/address/edit): the region picked by its codes. */
export const addressSchema = z.strictObject({
  /** Absent or 0: a new address. */
  id: zIdOrZero().optional(),
  realName: fields.realName,
  phone: fields.phone,
  provinceCode: zCode,
  cityCode: zCode,
  districtCode: zCode,
  detail: fields.detail,
  isDefault: fields.isDefault,
});
export type AddressInput = z.output<typeof addressSchema>;

/**
 * A new address from the checkout (POST /api/order/address): the same fields and messages; the region by its
 * codes (the picker) or by its names (resolved against the same region table, so a made-up place is refused).
 */
export const newAddressSchema = z
  .strictObject({
    realName: fields.realName,
    phone: fields.phone,
    provinceCode: zCode.optional(),
    cityCode: zCode.optional(),
    districtCode: zCode.optional(),
    province: zRegionName.optional(),
    city: zRegionName.optional(),
    district: zRegionName.optional(),
    detail: fields.detail,
    isDefault: fields.isDefault,
  })
  .refine((v) => (v.provinceCode && v.cityCode && v.districtCode) || (v.province && v.city && v.district), {
    message: '请选择省市区',
    path: ['provinceCode'],
  });
export type NewAddressInput = z.output<typeof newAddressSchema>;

export const idSchema = z.strictObject({ id: zId() });
export const regionParentSchema = z.strictObject({
  pid: z
    .union([z.string(), z.number()], { error: '上级地区编码不正确' })
    .transform(String)
    .pipe(z.string().regex(/^(0|\d{6})?$/, '上级地区编码不正确')),
});

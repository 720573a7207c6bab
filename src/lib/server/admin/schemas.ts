// Inputs of the back-office calls (/api/admin/*), each with Chinese messages; unknown fields are refused.
// They live next to the handlers until the shared contract registry takes them (src/lib/shared/).
import { z } from 'zod';
import { PASSWORD_RE, MOBILE_RE, MSG } from '../../shared/validation.ts';

/** A record id: a positive int4. (The shared bounded id rule replaces this once it exists.) */
export const zId = z.number({ error: 'ID格式不正确' }).int('ID格式不正确').min(1, 'ID格式不正确').max(2_147_483_647, 'ID格式不正确');
/** The same, read from a query string. */
export const zIdText = z.string({ error: 'ID格式不正确' }).regex(/^\d{1,10}$/, 'ID格式不正确').transform(Number).pipe(zId);
export const idBody = z.strictObject({ id: zId });
export const idQuery = z.strictObject({ id: zIdText });

const text = (label: string, max: number) =>
  z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`);
const optionalText = (label: string, max: number) => z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}不能超过${max}个字`).default('');

export const staffLoginBody = z.strictObject({
  login: z.string({ error: '请输入登录名或手机号' }).trim().min(1, '请输入登录名或手机号').max(30, '登录名或手机号不正确'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
});

export const reasonBody = z.strictObject({ id: zId, reason: text('原因', 200) });
export const noteBody = z.strictObject({ id: zId, note: optionalText('说明', 200) });

/** Yuan as typed ("12.5", "12.50") → fen; at most two decimals. */
export const zYuan = (label: string) => z.string({ error: `请填写${label}` }).trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, `${label}格式不正确（元，最多两位小数）`)
  .transform((v) => { const [i, d = ''] = v.split('.'); return Number(i) * 100 + Number(d.padEnd(2, '0')); });
const zDate = (label: string) => z.string({ error: `请填写${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`)
  .refine((v) => !Number.isNaN(Date.parse(v)), `${label}格式应为YYYY-MM-DD`);

export const quoteBody = z.strictObject({
  id: zId,
  /** Unit price (yuan) per custom line id. */
  lines: z.record(z.string().regex(/^\d{1,10}$/, '明细行格式不正确'), zYuan('单价'), { error: '请为定制商品报价' }),
  freight: zYuan('运费').optional(),
  deliveryDate: zDate('交货日期'),
  note: optionalText('报价说明', 300),
});

export const shipBody = z.strictObject({
  id: zId,
  carrier: text('物流公司', 30),
  trackingNo: z.string({ error: '请填写物流单号' }).trim().regex(/^[A-Za-z0-9-]{4,40}$/, '物流单号格式不正确'),
});

export const staffSaveBody = z.strictObject({
  id: zId.optional(),
  username: z.string({ error: '请填写登录名' }).trim().toLowerCase().regex(/^[a-z][a-z0-9._-]{2,19}$/, '登录名应为3-20位小写字母、数字、点、下划线或短横线，以字母开头').optional(),
  name: text('姓名', 30),
  phone: z.union([z.literal(''), z.string().trim().regex(MOBILE_RE, MSG.phoneInvalid)], { error: MSG.phoneInvalid }).default(''),
  roles: z.array(z.enum(['operator', 'merchandiser', 'editor', 'admin'], { error: '未知角色' }), { error: '请选择角色' }).max(4),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态格式不正确' }).default(1),
  password: z.string({ error: MSG.passwordRule }).regex(PASSWORD_RE, MSG.passwordRule).optional(),
});
export const staffPasswordBody = z.strictObject({ id: zId, password: z.string({ error: MSG.passwordRule }).regex(PASSWORD_RE, MSG.passwordRule) });

/** The product form: `product` is checked by the catalogue's own rules (adminProductSchema). */
export const productSaveBody = z.strictObject({ id: zId.optional(), product: z.unknown() });
export const productShowBody = z.strictObject({ id: zId, isShow: z.boolean({ error: '上下架状态格式不正确' }) });
export const skuStockBody = z.strictObject({
  skuId: zId,
  stock: z.number({ error: '库存必须是非负整数' }).int('库存必须是非负整数').min(0, '库存必须是非负整数').max(10_000_000, '库存不能超过10000000'),
});
const zSort = z.number({ error: '排序应为整数' }).int('排序应为整数').min(0, '排序应为0-100000的整数').max(100_000, '排序应为0-100000的整数');
export const categorySaveBody = z.strictObject({
  id: zId.optional(),
  parentId: z.number({ error: '上级分类格式不正确' }).int('上级分类格式不正确').min(0, '上级分类格式不正确').max(2_147_483_647, '上级分类格式不正确').default(0),
  cateName: text('分类名称', 50),
  sort: zSort.default(0),
  isShow: z.boolean({ error: '显示状态格式不正确' }).default(true),
});
export { zSort };

// Inputs of the back-office calls (/api/admin/*), each with Chinese messages; unknown fields are refused.
// They live next to the handlers until the shared contract registry takes them (src/lib/shared/).
import { z } from 'zod';
import { PASSWORD_RE, MOBILE_RE, MSG } from '../../shared/validation.ts';
import { PICTURE_URL_RE } from '../catalogue/import/schema.ts';

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

/** A link of the page configuration: a path of this site ("/…", never "//…") or an http(s) address. */
export const zHref = (label: string) => z.string({ error: `请填写${label}` }).trim().max(300, `${label}不能超过300个字符`)
  .regex(/^(\/(?![/\\])[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/, `${label}应为站内路径（以 / 开头）或 http(s) 网址`);
const zLinkItem = z.strictObject({ des: text('链接文字', 20), linkTo: zHref('链接地址') });
const links = (label: string, max: number) => z.array(zLinkItem, { error: `${label}格式不正确` }).max(max, `${label}最多${max}项`);

export const navBody = z.strictObject({ nav: links('导航', 12).min(1, '请至少保留一个导航') });
export const footerBody = z.strictObject({
  promises: z.array(text('服务承诺', 10), { error: '服务承诺格式不正确' }).max(8, '服务承诺最多8项'),
  quickNav: links('快捷导航', 12),
  help: links('帮助中心', 12),
  licences: links('资质证照', 12),
  copyright: optionalText('版权信息', 100),
  icp: optionalText('ICP备案号', 50),
  police: optionalText('公安备案号', 50),
});
export const hotWordsBody = z.strictObject({
  words: z.array(text('热搜词', 20), { error: '热搜词格式不正确' }).max(20, '热搜词最多20个')
    .refine((w) => new Set(w).size === w.length, '热搜词不能重复'),
});
export const pictureUrl = (label: string) => z.string({ error: `请上传${label}` }).trim().regex(PICTURE_URL_RE, `请上传${label}`);
export const bannerBody = z.strictObject({
  id: zId.optional(),
  title: text('标题', 60),
  url: pictureUrl('轮播图片'),
  jumpUrl: z.union([z.literal(''), zHref('跳转地址')]).default(''),
  sort: zSort.default(0),
});
export const aboutBody = z.strictObject({
  site: z.strictObject({
    name: text('平台名称', 30), tagline: text('口号', 60), supportPhone: text('客服电话', 30), serviceHours: text('服务时间', 30),
    email: z.union([z.literal(''), z.email('邮箱格式不正确')]).default(''),
  }),
  seller: z.strictObject({ name: text('公司名称', 60), creditCode: text('统一社会信用代码', 18), address: text('地址', 120), phone: text('电话', 30) }),
});

/** A time as the browser's datetime-local input sends it ("2026-07-01T10:00"), read as China time (UTC+8). */
const zWhen = (label: string) => z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${label}格式不正确`)
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00+08:00`)), `${label}格式不正确`)], { error: `${label}格式不正确` })
  .transform((v) => (v ? new Date(`${v}:00+08:00`) : null));
const count = (label: string, min: number, max: number) =>
  z.number({ error: `${label}应为${min}-${max}的整数` }).int(`${label}应为${min}-${max}的整数`).min(min, `${label}应为${min}-${max}的整数`).max(max, `${label}应为${min}-${max}的整数`);

export const noticeBody = z.strictObject({
  id: zId.optional(),
  title: text('标题', 100),
  summary: optionalText('摘要', 200),
  markdown: z.string({ error: '请填写正文' }).trim().min(1, '请填写正文').max(50_000, '正文不能超过50000个字符'),
  isTop: z.boolean({ error: '置顶格式不正确' }).default(false),
  publishedAt: zWhen('发布时间').optional(),
});

export const sceneBody = z.strictObject({
  id: zId.optional(),
  scenesName: text('场景名称', 40),
  pic: pictureUrl('场景图片'),
  banner: z.union([z.literal(''), pictureUrl('场景横幅')]).default(''),
  description: optionalText('场景介绍', 300),
  sort: zSort.default(0),
  /** "12, 15 18": product ids in display order. */
  productIds: z.string({ error: '商品ID格式不正确' }).trim().max(2000, '商品过多').regex(/^[\d\s,，]*$/, '商品ID应为用逗号分隔的数字')
    .transform((v) => v.split(/[\s,，]+/).filter(Boolean).map(Number)).pipe(z.array(zId).max(100, '每个场景最多100个商品')),
});

export const seckillBody = z.strictObject({
  id: zId.optional(), slotId: zId, skuId: zId, price: zYuan('秒杀价'), otPrice: zYuan('原价').optional(),
  stock: count('每日库存', 1, 1_000_000), limitPerUser: count('每人每日限购', 1, 10_000),
  isShow: z.boolean().default(true), sort: zSort.default(0), title: optionalText('标题', 120),
});
export const discountBody = z.strictObject({
  id: zId.optional(), productId: zId, rate: count('折扣', 1, 99), label: optionalText('标签', 20),
  startAt: zWhen('开始时间').prefault(''), endAt: zWhen('结束时间').prefault(''), isShow: z.boolean().default(true), sort: zSort.default(0),
});
export const groupBody = z.strictObject({
  id: zId.optional(), skuId: zId, productPrice: zYuan('拼团价'), otPrice: zYuan('原价').optional(), people: count('成团人数', 2, 100),
  windowHours: count('成团时限（小时）', 1, 168), num: count('每人件数', 1, 100_000), isShow: z.boolean().default(true), sort: zSort.default(0),
  title: optionalText('标题', 120),
});
export const couponBody = z.strictObject({
  id: zId.optional(), title: text('名称', 60), type: z.enum(['full', 'discount'], { error: '类型应为满减或折扣' }),
  amount: zYuan('优惠金额'), rate: count('折扣', 1, 100).default(100), minAmount: zYuan('使用门槛').prefault('0'),
  cate1Id: z.number({ error: '品类格式不正确' }).int().min(0).max(2_147_483_647).default(0),
  total: count('发放总量', 0, 10_000_000).default(0), perUser: count('每人限领', 1, 100).default(1),
  startAt: zWhen('开始时间').prefault(''), endAt: zWhen('结束时间').prefault(''), validDays: count('领取后有效天数', 0, 3650).default(0),
  claimable: z.boolean().default(true), description: optionalText('说明', 200),
});

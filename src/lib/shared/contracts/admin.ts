// Back-office calls (/api/admin/*): staff sign-in, the operator's actions on orders, payments, after-sales, invoices and
// companies, the merchandiser's catalogue, scenes and activities, the editor's help pages, notices and page
// configuration, the admin's staff accounts, uploads, imports and stored files. Every handler checks the staff
// permission (lib/shared/staff-roles.ts) before it reads its input; unknown fields are refused; messages are Chinese.
import { z } from 'zod';
import { MULTIPART, defineCalls, fileAnswer } from './contract.ts';
import { zCarrier, zDeliveryDate, zId, zIdOrZero, zIdText, zIso, zTrackingNo } from './fields.ts';
import { isCompanyPhone, MOBILE_RE, MSG, PASSWORD_RE } from '~/lib/shared/validation.ts';
import { checkCreditCode } from '~/lib/shared/credit-code.ts';
import { STAFF_ROLES, STAFF_USERNAME_RE, STAFF_USERNAME_RULE } from '~/lib/shared/staff-roles.ts';
import { COUPON_TYPE_NAMES, COUPON_TYPES, SECKILL_LIMIT_LABEL } from '~/lib/shared/labels.ts';
import { helpPreviewBody, helpRestoreBody, helpRevisionQuery, helpSaveBody, helpTypeQuery } from '~/lib/shared/help.ts';
import { helpRevision, helpRevisionRow, helpSource } from './help.ts';
import { fromChinaLocalInput } from '~/lib/shared/time.ts';
import { ID_MAX } from '~/lib/shared/ids.ts';
import { parseYuan, PRICE_YUAN_DIGITS } from '~/lib/shared/yuan.ts';

/** A stored picture's address: an uploaded public file (/api/file/<key>) or one of the catalogue's /media files. */
export const PICTURE_URL_RE = /^\/(api\/file\/[0-9a-f]{32}|media\/[A-Za-z0-9_\-/]+\.(png|jpe?g|webp|svg|avif))$/;

export const idBody = z.strictObject({ id: zId('ID') });

/**
 * The version of the record an edit page showed (versionOf in seen-version.ts): the save is refused (409) when the
 * record changed since. Optional: a new record has none, and the command line sends none.
 */
export const seenVersion = z.string({ error: '版本格式不正确' }).max(64, '版本格式不正确').optional();

/** A delete from an edit page: refused (409) when the record changed since the page showed it (seenRecord). */
export const seenDeleteBody = z.strictObject({ id: zId('ID'), version: seenVersion });
export const idQuery = z.strictObject({ id: zIdText('ID') });

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .default('');

export const staffLoginBody = z.strictObject({
  login: z.string({ error: '请输入登录名或手机号' }).trim().min(1, '请输入登录名或手机号').max(30, '登录名或手机号不正确'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
});

/** A review decision names the version of the facts the review page showed (reviewVersion in companies/review.ts). */
export const reviewedVersion = z
  .string({ error: '缺少企业资料版本，请刷新后重新审核' })
  .regex(/^[0-9a-f]{16}$/, '企业资料版本无效，请刷新后重新审核');
export const approveBody = z.strictObject({ id: zId('ID'), version: reviewedVersion });
export const reasonBody = z.strictObject({ id: zId('ID'), reason: text('原因', 200) });
export const rejectBody = reasonBody.extend({ version: reviewedVersion });
export const noteBody = z.strictObject({ id: zId('ID'), note: optionalText('说明', 200) });
/**
 * Recording a 红冲 done: a required note, the red invoice's number if any, and `version`, the fen refunded after issue
 * the page showed (a refund since makes it stale: 409).
 */
export const redFlushBody = z.strictObject({
  id: zId('发票申请ID'),
  note: text('红冲说明', 200),
  redNo: optionalText('红字发票号码', 40),
  version: z
    .int({ error: '缺少开票后退款金额，请刷新后重试' })
    .min(0, '开票后退款金额无效，请刷新后重试')
    .max(ID_MAX, '开票后退款金额无效，请刷新后重试'), // an int4 column of fen
});
/** Closing out an exception payment: what was done about it is required (退款、补录 …). */
export const resolveBody = z.strictObject({ id: zId('付款记录ID'), note: text('处理说明', 200) });
export const seatRefundBody = z.strictObject({ id: zId('参团记录ID'), note: text('退款说明', 200) });

/** Yuan as typed ("12.5", "12.50") → fen; at most two decimals. */
export const zYuan = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .refine((v) => parseYuan(v, PRICE_YUAN_DIGITS) !== null, `${label}格式不正确（元，最多两位小数）`)
    .transform((v) => parseYuan(v, PRICE_YUAN_DIGITS)!);

export const quoteBody = z.strictObject({
  id: zId('ID'),
  /** Unit price (yuan) per custom line id. */
  lines: z.record(z.string().regex(/^\d{1,10}$/, '明细行格式不正确'), zYuan('单价'), { error: '请为定制商品报价' }),
  freight: zYuan('运费').optional(),
  deliveryDate: zDeliveryDate,
  note: optionalText('报价说明', 300),
});

export const shipBody = z.strictObject({
  id: zId('ID'),
  carrier: zCarrier,
  trackingNo: zTrackingNo,
});

export const staffSaveBody = z.strictObject({
  id: zId('ID').optional(),
  version: seenVersion,
  username: z.string({ error: '请填写登录名' }).trim().toLowerCase().regex(STAFF_USERNAME_RE, STAFF_USERNAME_RULE).optional(),
  name: text('姓名', 30),
  phone: z.union([z.literal(''), z.string().trim().regex(MOBILE_RE, MSG.phoneInvalid)], { error: MSG.phoneInvalid }).default(''),
  roles: z
    .array(z.enum(STAFF_ROLES, { error: '未知角色' }), { error: '请选择角色' })
    .min(1, '请至少选择一个角色')
    .max(4),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态格式不正确' }).default(1),
  password: z.string({ error: MSG.passwordRule }).regex(PASSWORD_RE, MSG.passwordRule).optional(),
});
export const staffPasswordBody = z.strictObject({
  id: zId('ID'),
  password: z.string({ error: MSG.passwordRule }).regex(PASSWORD_RE, MSG.passwordRule),
});

/** The product form: `product` is checked by the catalogue's own rules (adminProductSchema). */
export const productSaveBody = z.strictObject({
  id: zId('ID').optional(),
  product: z.unknown(),
  version: seenVersion,
});
export const productShowBody = z.strictObject({ id: zId('商品'), isShow: z.boolean({ error: '上下架状态格式不正确' }) });
export const skuStockBody = z.strictObject({
  skuId: zId('规格'),
  stock: z
    .number({ error: '库存必须是非负整数' })
    .int('库存必须是非负整数')
    .min(0, '库存必须是非负整数')
    .max(10_000_000, '库存不能超过10000000'),
  /** The stock the page showed: refused (409) when orders moved it since (setSkuStock). */
  seen: z.number({ error: '库存必须是非负整数' }).int('库存必须是非负整数').min(0, '库存必须是非负整数').optional(),
});
const zSort = z
  .number({ error: '排序应为整数' })
  .int('排序应为整数')
  .min(0, '排序应为0-100000的整数')
  .max(100_000, '排序应为0-100000的整数');
export const categorySaveBody = z.strictObject({
  id: zId('ID').optional(),
  version: seenVersion,
  parentId: zIdOrZero('上级分类').default(0),
  cateName: text('分类名称', 50),
  sort: zSort.default(0),
  isShow: z.boolean({ error: '显示状态格式不正确' }).default(true),
});

/** A link of the page configuration: a path of this site ("/…", never "//…") or an http(s) address. */
/** The longest link an editor may give (banners, navigation, the footer). */
export const HREF_MAX = 300;
export const zHref = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(HREF_MAX, `${label}不能超过${HREF_MAX}个字符`)
    .regex(/^(\/(?![/\\])[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/, `${label}应为站内路径（以 / 开头）或 http(s) 网址`);
const zLinkItem = z.strictObject({ des: text('链接文字', 20), linkTo: zHref('链接地址') });
const links = (label: string, max: number) => z.array(zLinkItem, { error: `${label}格式不正确` }).max(max, `${label}最多${max}项`);

export const navBody = z.strictObject({ nav: links('导航', 12).min(1, '请至少保留一个导航'), version: seenVersion });
export const footerBody = z.strictObject({
  promises: z.array(text('服务承诺', 10), { error: '服务承诺格式不正确' }).max(8, '服务承诺最多8项'),
  quickNav: links('快捷导航', 12),
  help: links('帮助中心', 12),
  licences: links('资质证照', 12),
  copyright: optionalText('版权信息', 100),
  icp: optionalText('ICP备案号', 50),
  police: optionalText('公安备案号', 50),
  version: seenVersion,
});
export const hotWordsBody = z.strictObject({
  words: z
    .array(text('热搜词', 20), { error: '热搜词格式不正确' })
    .max(20, '热搜词最多20个')
    .refine((w) => new Set(w).size === w.length, '热搜词不能重复'),
  version: seenVersion,
});
export const pictureUrl = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .trim()
    .regex(PICTURE_URL_RE, `请上传${label}`);
export const bannerBody = z.strictObject({
  id: zId('ID').optional(),
  title: text('标题', 60),
  url: pictureUrl('轮播图片'),
  jumpUrl: z.union([z.literal(''), zHref('跳转地址')]).default(''),
  sort: zSort.default(0),
  version: seenVersion,
});
/** What a phone field says of a number isCompanyPhone refuses. */
const COMPANY_PHONE_MSG = (label: string) => `${label}格式不正确，请填写手机号、座机号（如021-58881688）或400/800号码`;
export const aboutBody = z.strictObject({
  version: seenVersion,
  site: z.strictObject({
    name: text('平台名称', 30),
    tagline: text('口号', 60),
    supportPhone: text('客服电话', 30).refine(isCompanyPhone, COMPANY_PHONE_MSG('客服电话')),
    serviceHours: text('服务时间', 30),
    email: z.union([z.literal(''), z.email('邮箱格式不正确')]).default(''),
  }),
  seller: z.strictObject({
    name: text('公司名称', 60),
    creditCode: text('统一社会信用代码', 18)
      .transform((v) => v.toUpperCase())
      .superRefine(checkCreditCode),
    address: text('地址', 120),
    phone: text('电话', 30).refine(isCompanyPhone, COMPANY_PHONE_MSG('电话')),
  }),
});

/** A time as the browser's datetime-local input sends it ("2026-07-01T10:00"), read as China time (UTC+8). */
const zWhen = (label: string) =>
  z
    .union(
      [
        z.literal(''),
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${label}格式不正确`)
          .refine((v) => !Number.isNaN(fromChinaLocalInput(v).getTime()), `${label}格式不正确`),
      ],
      { error: `${label}格式不正确` },
    )
    .transform((v) => (v ? fromChinaLocalInput(v) : null));
const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}应为${min}-${max}的整数` })
    .int(`${label}应为${min}-${max}的整数`)
    .min(min, `${label}应为${min}-${max}的整数`)
    .max(max, `${label}应为${min}-${max}的整数`);

export const noticeBody = z.strictObject({
  id: zId('ID').optional(),
  version: seenVersion,
  title: text('标题', 100),
  summary: optionalText('摘要', 200),
  markdown: z.string({ error: '请填写正文' }).trim().min(1, '请填写正文').max(50_000, '正文不能超过50000个字符'),
  isTop: z.boolean({ error: '置顶格式不正确' }).default(false),
  publishedAt: zWhen('发布时间').optional(),
});

export const sceneBody = z.strictObject({
  id: zId('ID').optional(),
  version: seenVersion,
  scenesName: text('场景名称', 40),
  pic: pictureUrl('场景图片'),
  banner: z.union([z.literal(''), pictureUrl('场景横幅')]).default(''),
  description: optionalText('场景介绍', 300),
  sort: zSort.default(0),
  /** "12, 15 18": product ids in display order. */
  productIds: z
    .string({ error: '商品ID格式不正确' })
    .trim()
    .max(2000, '商品过多')
    .regex(/^[\d\s,，]*$/, '商品ID应为用逗号分隔的数字')
    .transform((v) =>
      v
        .split(/[\s,，]+/)
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(zId('商品')).max(100, '每个场景最多100个商品')),
});

export const seckillBody = z.strictObject({
  id: zId('ID').optional(),
  version: seenVersion,
  slotId: zId('场次'),
  skuId: zId('SKU ID'),
  price: zYuan('秒杀价'),
  otPrice: zYuan('原价').optional(),
  stock: count('每日库存', 1, 1_000_000),
  limitPerUser: count(SECKILL_LIMIT_LABEL, 1, 10_000),
  isShow: z.boolean().default(true),
  sort: zSort.default(0),
  title: optionalText('标题', 120),
});
export const discountBody = z.strictObject({
  id: zId('ID').optional(),
  version: seenVersion,
  productId: zId('商品'),
  rate: count('折扣', 1, 99),
  label: optionalText('标签', 20),
  startAt: zWhen('开始时间').prefault(''),
  endAt: zWhen('结束时间').prefault(''),
  isShow: z.boolean().default(true),
  sort: zSort.default(0),
});
export const groupBody = z.strictObject({
  id: zId('ID').optional(),
  version: seenVersion,
  skuId: zId('SKU ID'),
  productPrice: zYuan('拼团价'),
  otPrice: zYuan('原价').optional(),
  people: count('成团人数', 2, 100),
  windowHours: count('成团时限（小时）', 1, 168),
  num: count('每人件数', 1, 100_000),
  isShow: z.boolean().default(true),
  sort: zSort.default(0),
  title: optionalText('标题', 120),
});
export const couponBody = z.strictObject({
  id: zId('ID').optional(),
  version: seenVersion,
  title: text('名称', 60),
  type: z.enum(COUPON_TYPES, { error: `类型应为${Object.values(COUPON_TYPE_NAMES).join('或')}` }),
  amount: zYuan('优惠金额'),
  rate: count('折扣', 1, 100).default(100),
  minAmount: zYuan('使用门槛').prefault('0'),
  cate1Id: zIdOrZero('品类').default(0),
  total: count('发放总量', 0, 10_000_000).default(0),
  perUser: count('每人限领', 1, 100).default(1),
  startAt: zWhen('开始时间').prefault(''),
  endAt: zWhen('结束时间').prefault(''),
  validDays: count('领取后有效天数', 0, 3650).default(0),
  claimable: z.boolean().default(true),
  description: optionalText('说明', 200),
});

export const skuPriceBody = z.strictObject({ skuId: zId('规格'), price: zYuan('单价') });
export const importQuery = z.strictObject({ dryRun: z.enum(['0', '1'], { error: '试运行参数应为0或1' }).default('0') });
export const helpImportBody = z.strictObject({ type: helpTypeQuery.shape.type });

// ---- Answers ----
const staffAnswer = z.object({
  id: z.int(),
  username: z.string(),
  phone: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  status: z.int(),
  roleNames: z.array(z.string()),
  createdAt: zIso,
});
export type StaffAnswer = z.output<typeof staffAnswer>;
const saved = z.object({ id: z.int() });
const moved = z.object({ id: z.int(), state: z.string() });
const reviewed = z.object({ id: z.int(), status: z.string() });
const published = z.object({ slug: z.string(), revisionId: z.int(), updatedAt: zIso });
const linkList = z.array(z.object({ des: z.string(), linkTo: z.string() }));
const importSummary = z.object({ created: z.int(), updated: z.int(), categoriesCreated: z.int(), skus: z.int(), images: z.int() });
export const importJobAnswer = z.object({
  id: z.int(),
  fileName: z.string(),
  dryRun: z.boolean(),
  state: z.string(),
  phase: z.string(),
  done: z.int(),
  total: z.int(),
  report: z
    .union([
      z.object({ ok: z.literal(true), dryRun: z.boolean(), products: z.int(), summary: importSummary.nullable() }),
      z.object({ ok: z.literal(false), dryRun: z.boolean(), errors: z.array(z.string()), more: z.int() }),
    ])
    .nullable(),
  createdAt: zIso,
  finishedAt: zIso.nullable(),
});
export type ImportJobAnswer = z.output<typeof importJobAnswer>;
const uploaded = z.object({ id: z.int(), url: z.string(), name: z.string() });

const operator = (what: string) => `Operators: ${what}`;
const merch = (what: string) => `Merchandisers: ${what}`;
const editor = (what: string) => `Editors: ${what}`;

export const adminCalls = defineCalls({
  'POST /api/admin/login': {
    summary: 'Staff sign-in (login name or phone + password; 5 failures lock 15 minutes); sets the staff cookie for /admin and /api/admin',
    body: staffLoginBody,
    answer: z.object({ staff: staffAnswer, csrf: z.string(), expiresAt: zIso }),
  },
  'POST /api/admin/logout': {
    summary: 'Ends the staff session and clears the staff cookies',
    body: z.strictObject({}),
    answer: z.object({ loggedOut: z.literal(true) }),
  },
  'GET /api/admin/me': {
    summary: 'The signed-in staff member and the permissions the staff table gives them',
    answer: z.object({ id: z.int(), username: z.string(), name: z.string(), roles: z.array(z.string()), permissions: z.array(z.string()) }),
  },
  'GET /api/admin/file/[key]': {
    summary: 'A stored file for staff (receipt, licence, artwork, photo, invoice PDF), inline; opened by the permission its kind needs',
    params: z.strictObject({ key: z.string({ error: '文件不存在' }).regex(/^[0-9a-f]{32}$/, '文件不存在') }),
    answer: fileAnswer('image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/octet-stream'),
  },
  'POST /api/admin/upload/image': {
    summary:
      'Merchandisers and editors: a storefront picture (multipart field `file`: JPG, PNG or WEBP up to 5 MB), re-encoded, public once stored',
    body: MULTIPART,
    answer: uploaded,
  },

  'POST /api/admin/order/quote': {
    summary: operator('prices the custom lines, freight and delivery date (待报价 → 待确认报价), as `ops order:quote`'),
    body: quoteBody,
    answer: moved.extend({ payable: z.int() }),
  },
  'POST /api/admin/order/ship': {
    summary: operator('shipped with carrier and tracking number (待发货 → 待收货), as `ops order:ship`'),
    body: shipBody,
    answer: moved,
  },
  'POST /api/admin/order/deliver': {
    summary: operator('the carrier delivered (待收货 → 已完成), as `ops order:deliver`'),
    body: idBody,
    answer: moved,
  },
  'POST /api/admin/order/cancel': {
    summary: operator('cancels an unpaid or quote order with a reason, as `ops order:cancel`'),
    body: reasonBody,
    answer: moved,
  },
  'POST /api/admin/order/sweep': {
    summary: operator('cancels every unpaid order past its deadline now, as `ops order:sweep`'),
    body: z.strictObject({}),
    answer: z.object({ cancelled: z.int() }),
  },
  'POST /api/admin/payment/confirm': {
    summary: operator('the bank transfer arrived (待确认收款 → 待发货), as `ops payment:confirm`'),
    body: noteBody,
    answer: moved,
  },
  'POST /api/admin/payment/reject': {
    summary: operator('refuses a transfer receipt with a reason (→ 待付款), as `ops payment:reject`'),
    body: reasonBody,
    answer: moved,
  },
  'POST /api/admin/payment/resolve': {
    summary: operator(
      'closes out an exception payment (异常，待平台处理 → 异常已处理) with a required note on how it was handled, as `ops payment:resolve`',
    ),
    body: resolveBody,
    answer: moved,
  },
  'POST /api/admin/group/refunded': {
    summary: operator(
      'records that a group-buy seat owed a refund after-sales does not hold was paid back by hand (待退款 → 退款完成), with a required note, as `ops group:refunded`',
    ),
    body: seatRefundBody,
    answer: z.object({ id: z.int(), status: z.string() }),
  },
  'POST /api/admin/aftersale/approve': { summary: operator('同意售后, as `ops aftersale:approve`'), body: noteBody, answer: moved },
  'POST /api/admin/aftersale/reject': {
    summary: operator('驳回售后 with a reason, as `ops aftersale:reject`'),
    body: reasonBody,
    answer: moved,
  },
  'POST /api/admin/aftersale/receive': { summary: operator('确认收到退货, as `ops aftersale:receive`'), body: noteBody, answer: moved },
  'POST /api/admin/aftersale/refund': { summary: operator('退款, as `ops aftersale:refund`'), body: noteBody, answer: moved },
  'POST /api/admin/invoice/issue': {
    summary: operator(
      'issues an invoice by uploading its PDF (`?id=`, multipart field `file`); the buyer downloads it. As `ops invoice:issue`',
    ),
    query: idQuery,
    body: MULTIPART,
    answer: moved,
  },
  'POST /api/admin/invoice/reject': {
    summary: operator('rejects an invoice request with a reason, as `ops invoice:reject`'),
    body: reasonBody,
    answer: moved,
  },
  'POST /api/admin/invoice/red-flush': {
    summary: operator(
      'records the red-letter correction (红冲) of an issued invoice refunded after issue, with a required note and the red invoice number if any, as `ops invoice:red-flush`; `version` is the refunded-after-issue fen the page showed (409 when refunds came in since, or when nothing is left to red-flush)',
    ),
    body: redFlushBody,
    answer: moved,
  },
  'POST /api/admin/company/approve': {
    summary: operator(
      "approves a company's registration, as `ops company:approve`; `version` is the one the review page showed (409 when the company's facts changed since)",
    ),
    body: approveBody,
    answer: reviewed,
  },
  'POST /api/admin/company/reject': {
    summary: operator(
      "rejects a company's registration with a reason, as `ops company:reject`; `version` as for the approval (409 when the company's facts changed since)",
    ),
    body: rejectBody,
    answer: reviewed,
  },

  'POST /api/admin/product/save': {
    summary: merch(
      "creates or edits a product with SKUs, tier prices, stock, pictures, goods type and category (the catalogue import's rules)",
    ),
    body: productSaveBody,
    answer: saved,
  },
  'POST /api/admin/product/show': {
    summary: merch('puts a product on or off sale'),
    body: productShowBody,
    answer: z.object({ id: z.int(), code: z.string(), isShow: z.boolean() }),
  },
  'POST /api/admin/sku/stock': {
    summary: merch("sets one SKU's stock, as `ops stock:set`"),
    body: skuStockBody,
    answer: z.object({ id: z.int(), skuId: z.int(), stock: z.int() }),
  },
  'POST /api/admin/sku/price': {
    summary: merch("sets one SKU's unit price (the product's listed price and 划线价 follow its cheapest SKU), as `ops price:set`"),
    body: skuPriceBody,
    answer: z.object({ id: z.int(), skuId: z.int(), price: z.int() }),
  },
  'POST /api/admin/category/save': {
    summary: merch('adds a category (three levels at most) or renames, re-sorts, hides one'),
    body: categorySaveBody,
    answer: saved,
  },
  'POST /api/admin/scene/save': {
    summary: merch('a scene of 场景购: name, pictures, introduction, its products in order'),
    body: sceneBody,
    answer: saved,
  },
  'POST /api/admin/scene/delete': { summary: merch('removes a scene (its products stay)'), body: seenDeleteBody, answer: saved },
  'POST /api/admin/seckill/save': { summary: merch('creates or changes a 秒杀商品'), body: seckillBody, answer: saved },
  'POST /api/admin/discount/save': { summary: merch('creates or changes a 折扣活动'), body: discountBody, answer: saved },
  'POST /api/admin/group/save': { summary: merch('creates or changes a 拼团商品'), body: groupBody, answer: saved },
  'POST /api/admin/coupon/save': { summary: merch('creates or changes a 优惠券'), body: couponBody, answer: saved },
  'POST /api/admin/import': {
    summary: merch(
      'runs catalogue:import on an uploaded CSV/JSON (multipart `file`, pictures as `images`) as a job; `?dryRun=1` only checks',
    ),
    query: importQuery,
    body: MULTIPART,
    answer: saved,
  },
  'GET /api/admin/import/status': {
    summary: merch("an import job's phase, progress and, once finished, its report"),
    query: idQuery,
    answer: importJobAnswer,
  },

  'GET /api/admin/help/source': {
    summary: editor('the Markdown source of a page and the revision it is at'),
    query: helpTypeQuery,
    answer: helpSource,
  },
  'GET /api/admin/help/revisions': {
    summary: editor("a page's revisions, newest first"),
    query: helpTypeQuery,
    answer: z.array(helpRevisionRow),
  },
  'GET /api/admin/help/revision': {
    summary: editor('one earlier version (Markdown and rendered HTML)'),
    query: helpRevisionQuery,
    answer: helpRevision,
  },
  'POST /api/admin/help/preview': {
    summary: editor('renders Markdown exactly as the published page will'),
    body: helpPreviewBody,
    answer: z.object({ html: z.string() }),
  },
  'POST /api/admin/help/save': {
    summary: editor('saves a page (a new slug creates it); visitors see it at once'),
    body: helpSaveBody,
    answer: published,
  },
  'POST /api/admin/help/restore': {
    summary: editor('publishes an earlier version again as a new revision'),
    body: helpRestoreBody,
    answer: published,
  },
  'POST /api/admin/help/import': {
    summary: editor("publishes the repository's file of a page again, as `ops help:import`"),
    body: helpImportBody,
    answer: published,
  },
  'POST /api/admin/notice/save': { summary: editor('publishes or changes a notice (/public)'), body: noticeBody, answer: saved },
  'POST /api/admin/notice/delete': { summary: editor('removes a notice'), body: seenDeleteBody, answer: saved },
  'POST /api/admin/about/save': {
    summary: editor("关于我们: the platform's name, tagline, contacts and the seller's details"),
    body: aboutBody,
    answer: z.null(),
  },
  'POST /api/admin/banner/save': { summary: editor('adds or changes a home-page banner'), body: bannerBody, answer: saved },
  'POST /api/admin/banner/delete': { summary: editor('removes a home-page banner'), body: seenDeleteBody, answer: saved },
  'POST /api/admin/hotwords/save': {
    summary: editor("the search box's hot words, in order"),
    body: hotWordsBody,
    answer: z.object({ words: z.array(z.string()) }),
  },
  'POST /api/admin/nav/save': { summary: editor('the header navigation'), body: navBody, answer: z.object({ nav: linkList }) },
  'POST /api/admin/footer/save': {
    summary: editor('the footer: promises, link columns, copyright and filing numbers'),
    body: footerBody,
    answer: z.object({
      promises: z.array(z.string()),
      quickNav: linkList,
      help: linkList,
      licences: linkList,
      copyright: z.string(),
      icp: z.string(),
      police: z.string(),
    }),
  },

  'POST /api/admin/staff/save': {
    summary: 'Admins: creates a staff account or changes its name, phone, roles, status',
    body: staffSaveBody,
    answer: staffAnswer,
  },
  'POST /api/admin/staff/password': {
    summary: "Admins: sets a staff account's password; its sessions end",
    body: staffPasswordBody,
    answer: saved,
  },
});

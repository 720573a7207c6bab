// Storefront calls: home data, categories, product list and detail, purchase by number, page configuration,
// page views, files, health and this API's own description.
import { z } from 'zod';
import { productQuerySchema } from '~/lib/shared/catalogue.ts';
import { MSG } from '~/lib/shared/validation.ts';
import { PURCHASE_NO_MAX } from '~/lib/shared/links.ts';
import { PAGE_PATH_MAX, PAGE_REFERRER_MAX } from '~/lib/shared/page-view-limits.ts';
import { defineCalls, fileAnswer } from './contract.ts';
import { zDiscount, zFen, zIdText, zIso, zSpecs } from './fields.ts';

// ---- inputs ----

export const productCodeQuery = z.strictObject({
  code: z
    .string({ error: MSG.purchaseNoRequired })
    .trim()
    .min(1, MSG.purchaseNoRequired)
    .max(PURCHASE_NO_MAX, `商品编号最多${PURCHASE_NO_MAX}个字符`),
});
export const productDetailQuery = z.strictObject({ id: zIdText('商品ID') });
export const pageConfigQuery = z.strictObject({
  terminal: z.string({ error: '请指定终端类型' }).refine((v) => v === '1', '终端类型不正确'),
});
export const pageViewSchema = z.strictObject({
  path: z.string({ error: '请提供页面路径' }).min(1, '请提供页面路径').max(PAGE_PATH_MAX, '页面路径过长').regex(/^\//, '页面路径不正确'),
  referrer: z.string({ error: '来源地址格式不正确' }).max(PAGE_REFERRER_MAX, '来源地址过长').optional(),
});
export type PageViewInput = z.output<typeof pageViewSchema>;

// ---- answers ----

/** The product card of lists, floors and recommendations (SPEC §3). */
export const productCard = z.object({
  id: z.int(),
  code: z.string(),
  storeName: z.string(),
  storeInfo: z.string(),
  image: z.string(),
  price: zFen,
  otPrice: zFen,
  unitName: z.string(),
  sales: z.int(),
  qiliGoodsTypeId: z.int(),
  isCollect: z.union([z.literal(0), z.literal(1)]),
  /** The discount-zone rate running now; then price is the discounted price and otPrice the price before it. */
  discount: zDiscount.nullable(),
});
export type ProductCard = z.output<typeof productCard>;

export const productPage = z.object({ list: z.array(productCard), total: z.int(), page: z.int(), limit: z.int() });
export type ProductPage = z.output<typeof productPage>;

export const categoryNode = z.object({
  id: z.int(),
  cateName: z.string(),
  pic: z.string(),
  level: z.int(),
  get children() {
    return z.array(categoryNode);
  },
});
export type CategoryNode = z.output<typeof categoryNode>;

export const evaluationItem = z.object({
  id: z.int(),
  /** Masked: 王** . */
  nickname: z.string(),
  avatar: z.string(),
  productScore: z.int(),
  serviceScore: z.int(),
  content: z.string(),
  images: z.array(z.string()),
  sku: z.string(),
  createdAt: zIso,
});
export const evaluationSummary = z.object({
  count: z.int(),
  /** Average product score 1-5 with one decimal, null without evaluations. */
  average: z.number().nullable(),
  /** Share of scores 4 and 5, percent, null without evaluations. */
  goodRate: z.int().nullable(),
  list: z.array(evaluationItem),
});
export type EvaluationSummary = z.output<typeof evaluationSummary>;

export const skuView = z.object({
  id: z.int(),
  skuCode: z.string(),
  attrs: zSpecs,
  price: zFen,
  otPrice: zFen,
  stock: z.int(),
  image: z.string(),
});
export type SkuView = z.output<typeof skuView>;

export const productDetail = z.object({
  id: z.int(),
  code: z.string(),
  storeName: z.string(),
  storeInfo: z.string(),
  qiliGoodsTypeId: z.int(),
  image: z.string(),
  images: z.array(z.string()),
  price: zFen,
  otPrice: zFen,
  unitName: z.string(),
  minQty: z.int(),
  stepQty: z.int(),
  stock: z.int(),
  sales: z.int(),
  /** Sanitised HTML. */
  description: z.string(),
  categories: z.array(z.object({ id: z.int(), cateName: z.string(), level: z.int() })),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(skuView),
  tiers: z.array(z.object({ minQty: z.int(), price: zFen })),
  isCollect: z.union([z.literal(0), z.literal(1)]),
  /** The discount-zone rate running now (applied to every SKU and tier by shared/pricing.ts), or null. */
  discount: zDiscount.nullable(),
  recommended: z.array(productCard),
  evaluations: evaluationSummary,
});
export type ProductDetail = z.output<typeof productDetail>;

export const floor = z.object({
  id: z.int(),
  cateName: z.string(),
  children: z.array(z.object({ id: z.int(), cateName: z.string() })),
  list: z.array(productCard),
});
export type Floor = z.output<typeof floor>;

export const homeData = z.object({
  qiliSlideshows: z.array(z.object({ id: z.int(), title: z.string(), url: z.string(), jumpUrl: z.string() })),
  seasonHot: z.array(productCard),
  scenesList: z.object({ data: z.array(z.object({ id: z.int(), pic: z.string(), scenesName: z.string() })) }),
  likeInfo: z.array(productCard),
  hotKey: z.array(z.string()),
  floors: z.array(floor),
});
export type HomeData = z.output<typeof homeData>;

export const storeCalls = defineCalls({
  'GET /api/pc/index': {
    summary: 'Home data (SPEC §3): slideshows, season hot, scenes, likes, hot keywords and the category floors',
    answer: homeData,
  },
  'GET /api/category': {
    summary: 'The category tree (SPEC §7): {status, success, msg, data}; 无分类信息！ when empty, 分类查询失败 when the query fails',
    answer: z.object({ status: z.int(), success: z.boolean(), msg: z.string(), data: z.array(categoryNode) }),
    envelope: false,
  },
  'GET /api/products': {
    summary: 'The product list: type1/type2/type3, keyword, goodsType, sort, page, limit (at most 100)',
    query: productQuerySchema,
    answer: productPage,
  },
  'GET /api/products/code': {
    summary: 'Purchase by number: the product with this code',
    query: productCodeQuery,
    answer: z.object({ id: z.int(), storeName: z.string(), code: z.string() }),
  },
  'GET /api/product/detail': {
    summary: 'The detail data the product page renders (gallery, SKUs, tiers, recommendations, evaluations)',
    query: productDetailQuery,
    answer: productDetail,
  },
  'GET /api/page/config': {
    summary: 'Page configuration for terminal 1 (PC): json is a JSON string of the NavType and Footer items',
    query: pageConfigQuery,
    answer: z.object({ terminal: z.int(), json: z.string() }),
  },
  'POST /api/pv': {
    summary: 'One page view per navigation (ANALYTICS = db | off | beacon URL)',
    body: pageViewSchema,
    answer: z.object({ recorded: z.boolean() }),
  },
  'GET /api/file/[key]': {
    summary: 'An uploaded file: public ones to anyone with the link, private ones to their own company only (?download for an attachment)',
    params: z.strictObject({ key: z.string() }),
    answer: fileAnswer('image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/octet-stream'),
  },
  'GET /api/health': {
    summary: 'Liveness and readiness: answers once the database is open',
    answer: z.object({ ok: z.literal(true), db: z.string() }),
  },
  'GET /api/openapi.json': {
    summary: 'This document: OpenAPI 3.1, generated from the call contracts (src/lib/shared/contracts)',
    answer: z.record(z.string(), z.unknown()),
    envelope: false,
  },
});

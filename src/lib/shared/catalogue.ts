// The product-list query (GET /api/products and /indexpage/productlist): allowlisted filters, sorts and page sizes.
import { z } from 'zod';
import { GOODS_TYPE_IDS } from './goods-types.ts';
import { zIdText } from './contracts/fields.ts';
import { PRODUCT_KEYWORD_MAX } from './text-limits.ts';

export const SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'new'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  default: '综合',
  sales: '销量',
  price_asc: '价格从低到高',
  price_desc: '价格从高到低',
  new: '新品',
};

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
export const MAX_PAGE = 10_000;

/** Empty query values (`?type1=&type2=`) mean "not set", as in the spec's links. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const id = (label: string) => z.preprocess(blankToUndefined, zIdText(label).optional());

const bounded = (label: string, min: number, max: number, rangeMsg: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label}格式不正确` })
      .regex(/^\d{1,6}$/, `${label}格式不正确`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, rangeMsg)
      .optional(),
  );

export const productQuerySchema = z.strictObject({
  type1: id('一级分类'),
  type2: id('二级分类'),
  type3: id('三级分类'),
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(PRODUCT_KEYWORD_MAX, `关键词最多${PRODUCT_KEYWORD_MAX}个字`).optional()),
  goodsType: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => GOODS_TYPE_IDS.includes(Number(v)) && /^\d$/.test(v), '商品类型不正确')
      .transform(Number)
      .optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(SORTS, { error: '排序方式不正确' }).optional()),
  page: bounded('页码', 1, MAX_PAGE, `页码需在1-${MAX_PAGE}之间`),
  limit: bounded('每页条数', 1, MAX_LIMIT, `每页条数需在1-${MAX_LIMIT}之间`),
});

export type ProductQueryInput = z.output<typeof productQuerySchema>;

export interface ProductQuery {
  type1?: number;
  type2?: number;
  type3?: number;
  keyword?: string;
  goodsType?: number;
  sort: Sort;
  page: number;
  limit: number;
}

export function normalizeQuery(q: ProductQueryInput): ProductQuery {
  return { ...q, keyword: q.keyword || undefined, sort: q.sort ?? 'default', page: q.page ?? 1, limit: q.limit ?? DEFAULT_LIMIT };
}

/** For pages: keeps each valid parameter and drops the invalid or unknown ones instead of failing. */
export function lenientQuery(params: URLSearchParams): ProductQuery {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(productQuerySchema.shape) as (keyof typeof productQuerySchema.shape)[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const r = productQuerySchema.shape[key].safeParse(raw);
    if (r.success) out[key] = r.data;
  }
  return normalizeQuery(out as ProductQueryInput);
}

/** The product-list URL for a query, keeping only what is set (page 1 and the default sort are left out). */
export function listUrl(q: Partial<ProductQuery>): string {
  const p = new URLSearchParams();
  for (const k of ['type1', 'type2', 'type3', 'keyword', 'goodsType'] as const)
    if (q[k] !== undefined && q[k] !== '') p.set(k, String(q[k]));
  if (q.sort && q.sort !== 'default') p.set('sort', q.sort);
  if (q.page && q.page > 1) p.set('page', String(q.page));
  if (q.limit && q.limit !== DEFAULT_LIMIT) p.set('limit', String(q.limit));
  const s = p.toString();
  return '/indexpage/productlist' + (s ? `?${s}` : '');
}

export { detailUrl, sceneUrl, categoryUrl } from './links.ts';

// The import row rules: every field checked with a Chinese message naming it. Accepts JSON values or CSV text.
import { z } from 'zod';
import { GOODS_TYPE_IDS } from '~/lib/shared/goods-types.ts';
import { PICTURE_URL_RE } from '~/lib/shared/contracts/admin.ts';
import { parseYuan, PRICE_YUAN_DIGITS } from '~/lib/shared/yuan.ts';
import { SKU_CODE_MAX } from '~/lib/shared/text-limits.ts';

/** "18.5" / 18.5 / "18.50" yuan → 1850 fen, exactly (no floating point). */
export function yuanToFen(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '';
  return parseYuan(s, PRICE_YUAN_DIGITS);
}

const money = (label: string, allowZero = false) =>
  z.unknown().transform((v, ctx) => {
    const fen = yuanToFen(v);
    if (fen === null || (!allowZero && fen === 0)) {
      ctx.addIssue({ code: 'custom', message: `${label}格式不正确，应为大于0的金额（元），最多两位小数` });
      return z.NEVER;
    }
    return fen;
  });

const int = (label: string, min: number, max: number) =>
  z.unknown().transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    const n = /^\d{1,9}$/.test(s) ? Number(s) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${label}应为${min}-${max}之间的整数` });
      return z.NEVER;
    }
    return n;
  });

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const requiredText = (label: string, max: number) =>
  z.preprocess(
    asText,
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(1, `请填写${label}`)
      .max(max, `${label}最多${max}个字`),
  );
const text = (label: string, max: number) =>
  z.preprocess(
    asText,
    z
      .string({ error: `${label}应为文字` })
      .trim()
      .max(max, `${label}最多${max}个字`)
      .optional(),
  );

/** "尺寸=A4;纸张=157g铜版纸" or {"尺寸":"A4"} → {尺寸: 'A4', …}. */
const attrs = z.unknown().transform((v, ctx) => {
  let out: Record<string, string> = {};
  if (typeof v === 'string') {
    for (const part of v
      .split(/[;；]/)
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [k, ...rest] = part.split(/[=＝]/);
      out[(k ?? '').trim()] = rest.join('=').trim();
    }
  } else if (v && typeof v === 'object' && !Array.isArray(v)) {
    out = Object.fromEntries(Object.entries(v).map(([k, x]) => [k.trim(), typeof x === 'string' ? x.trim() : '']));
  }
  const entries = Object.entries(out);
  if (!entries.length || entries.length > 5 || entries.some(([k, x]) => !k || !x || k.length > 20 || x.length > 40)) {
    ctx.addIssue({ code: 'custom', message: '规格应为1-5组“名称=取值”（如 尺寸=A4;纸张=157g铜版纸），名称最多20字，取值最多40字' });
    return z.NEVER;
  }
  return out;
});

/** Specs as the form writes them and the parser above reads them: {尺寸: 'A4', …} → "尺寸=A4;…". */
export const specText = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => `${k}=${v}`)
    .join(';');

/** One text for equal specs: the same name=value pairs in any order (the storefront matches a SKU by its pairs). */
export const specKey = (a: Record<string, string>) => JSON.stringify(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));

const list = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/[|｜]/)
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

/** "500:17.50;2000:16.00" or [{minQty, price}]. */
const tiersInput = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/[;；]/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => {
          const [q, pr] = p.split(/[:：]/);
          return { minQty: q, price: pr };
        })
    : v;

const bool = z.unknown().transform((v, ctx) => {
  if (v === undefined || v === '' || v === null) return true;
  if (v === true || v === 1 || ['1', 'true', '是', '上架'].includes(String(v).trim())) return true;
  if (v === false || v === 0 || ['0', 'false', '否', '下架'].includes(String(v).trim())) return false;
  ctx.addIssue({ code: 'custom', message: '是否上架应为 1/0、true/false 或 是/否' });
  return z.NEVER;
});

export const CODE_RE = /^[A-Z0-9][A-Z0-9-]{1,31}$/;
const IMAGE_RE = /^[^\\/:*?"<>|]+\.(png|jpe?g|webp|svg|avif)$/i;
const imageName = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(IMAGE_RE, `${label}应为图片目录中的文件名（png、jpg、webp、svg、avif）`);

const skuShape = (picture: (label: string) => z.ZodType<string>) =>
  z.strictObject({
    skuCode: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z
        .string({ error: '请填写SKU编码' })
        .regex(new RegExp(`^[A-Z0-9][A-Z0-9-]{0,${SKU_CODE_MAX - 1}}$`), `SKU编码应为1-${SKU_CODE_MAX}位字母、数字或短横线`),
    ),
    attrs,
    price: money('价格'),
    otPrice: money('划线价', true).optional(),
    stock: int('库存', 0, 10_000_000),
    /**
     * The stock the editor loaded (the back office's form): a stock left as it was keeps whatever orders have made of
     * it since; a changed one is set only if nothing changed it meanwhile (writeProduct). Absent: `stock` is set.
     */
    stockSeen: int('库存', 0, 10_000_000).optional(),
    image: picture('SKU图片').optional(),
  });

/** A product's fields; `picture` says what names a picture (a file name in the import, an uploaded address in the back office). */
const productShape = (picture: (label: string) => z.ZodType<string>) =>
  z.strictObject({
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string({ error: '请填写商品编号' }).regex(CODE_RE, '商品编号应为2-32位字母、数字或短横线'),
    ),
    storeName: requiredText('商品名称', 120),
    goodsType: z.unknown().transform((v, ctx) => {
      const n = Number(typeof v === 'string' ? v.trim() : v);
      if (!GOODS_TYPE_IDS.includes(n)) {
        ctx.addIssue({ code: 'custom', message: '商品类型应为 2（全定制）、3（常用定制）、4（标准品）或 5（现货样品）' });
        return z.NEVER;
      }
      return n;
    }),
    category: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(/\s*[/>＞]\s*/)
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z
        .array(z.string().trim().min(1).max(50, '分类名称最多50个字'), { error: '请填写分类，如 宣传印刷/画册样本/企业画册' })
        .min(2, '分类应为2-3级，如 宣传印刷/画册样本/企业画册')
        .max(3, '分类应为2-3级，如 宣传印刷/画册样本/企业画册'),
    ),
    unitName: z.preprocess(
      (v) => (v === undefined || v === '' ? '件' : asText(v)),
      z.string({ error: '计量单位应为文字' }).trim().min(1, '请填写计量单位').max(10, '计量单位最多10个字'),
    ),
    minQty: int('起订量', 1, 1_000_000).optional(),
    stepQty: int('递增量', 1, 1_000_000).optional(),
    storeInfo: text('简介', 300),
    keywords: text('关键词', 200),
    description: text('商品详情', 100_000),
    image: picture('主图'),
    images: z.preprocess(list, z.array(picture('图片'), { error: '图片应为用 | 分隔的文件名' }).max(10, '图片最多10张').optional()),
    isShow: bool.optional(),
    sort: int('排序', 0, 100_000).optional(),
    skus: z.array(skuShape(picture), { error: '请至少提供一个SKU' }).min(1, '请至少提供一个SKU').max(100, 'SKU最多100个'),
    tiers: z.preprocess(
      tiersInput,
      z
        .array(z.strictObject({ minQty: int('阶梯起订量', 2, 10_000_000), price: money('阶梯价') }))
        .max(10, '阶梯价最多10档')
        .optional(),
    ),
  });

export const skuSchema = skuShape(imageName);
export const productSchema = productShape(imageName);

/** A picture in the back office: a stored upload (/api/file/…) or a catalogue media file (/media/…). */
const pictureUrl = (label: string) =>
  z
    .string({ error: `请上传${label}` })
    .trim()
    .regex(PICTURE_URL_RE, `${label}地址不正确，请重新上传`);
/** The back office's product form: the import's rules, with uploaded pictures instead of file names. */
export const adminProductSchema = productShape(pictureUrl);

export type ImportProduct = z.output<typeof productSchema>;

const categoryNode: z.ZodType<{ name: string; children?: unknown[] }> = z.lazy(() =>
  z.strictObject({
    name: z.string({ error: '请填写分类名称' }).trim().min(1, '请填写分类名称').max(50, '分类名称最多50个字'),
    children: z.array(categoryNode).optional(),
  }),
);
export const categoriesSchema = z.array(categoryNode).optional();

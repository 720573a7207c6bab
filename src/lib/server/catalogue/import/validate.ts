// Checks every product of a source: field rules (schema.ts), then rules across rows and the image files.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Path, Source } from './read.ts';
import { categoriesSchema, productSchema, specKey, specText, type ImportProduct } from './schema.ts';

export interface ImportError {
  line: number;
  field: string;
  message: string;
}

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

function issues(src: Source, base: Path, e: z.ZodError): ImportError[] {
  return e.issues.map((i) => {
    const p = [...base, ...i.path.map((x) => (typeof x === 'symbol' ? String(x) : x))];
    const field = p.includes('tiers')
      ? 'tiers'
      : ([...p].reverse().find((x) => typeof x === 'string' && x !== 'skus') as string | undefined);
    const message =
      i.code === 'unrecognized_keys' ? `不支持的字段：${i.keys.join('、')}` : /[\u4e00-\u9fa5]/.test(i.message) ? i.message : '格式不正确';
    return { line: src.lineOf(p), field: field ?? '商品', message };
  });
}

/**
 * The rules across one product's fields, for the import and the back office's product form alike: the same spec
 * names on every SKU, no two SKUs with the same specs, list price not below price, SKU codes unique, tier quantities
 * rising and prices falling. Side changes of one field (a SKU's unit price) check the product as it would be after them.
 */
export function productRuleErrors(p: Pick<ImportProduct, 'skus' | 'tiers' | 'minQty'>): { path: Path; field: string; message: string }[] {
  const out: { path: Path; field: string; message: string }[] = [];
  const keys = Object.keys(p.skus[0]!.attrs).sort().join('|');
  const seen = new Set<string>();
  // Two SKUs with the same specs would be one choice on the storefront at two prices: the first one listed names it.
  const specs = new Map<string, Record<string, string>>();
  p.skus.forEach((s, j) => {
    if (seen.has(s.skuCode)) out.push({ path: ['skus', j, 'skuCode'], field: 'skuCode', message: `SKU编码 ${s.skuCode} 重复` });
    seen.add(s.skuCode);
    const spec = specs.get(specKey(s.attrs));
    if (spec) out.push({ path: ['skus', j, 'attrs'], field: 'attrs', message: `规格重复：${specText(spec)}` });
    else specs.set(specKey(s.attrs), s.attrs);
    if (Object.keys(s.attrs).sort().join('|') !== keys)
      out.push({ path: ['skus', j, 'attrs'], field: 'attrs', message: '同一商品的各SKU应有相同的规格名称' });
    if (s.otPrice && s.otPrice < s.price) out.push({ path: ['skus', j, 'otPrice'], field: 'otPrice', message: '划线价不能低于价格' });
  });
  const base = Math.min(...p.skus.map((s) => s.price));
  const minQty = p.minQty ?? 1;
  let prev: { minQty: number; price: number } | null = null;
  (p.tiers ?? []).forEach((t, k) => {
    if (t.minQty <= (prev?.minQty ?? minQty))
      out.push({ path: ['tiers', k, 'minQty'], field: 'tiers', message: '阶梯起订量应大于起订量并逐档递增' });
    if (t.price >= (prev?.price ?? base))
      out.push({ path: ['tiers', k, 'price'], field: 'tiers', message: '阶梯价应低于最低SKU价格并逐档递减' });
    prev = t;
  });
  return out;
}

export function validate(src: Source, imagesDir: string): { products: ImportProduct[]; errors: ImportError[] } {
  const errors: ImportError[] = [...src.errors];
  const cats = categoriesSchema.safeParse(src.categories);
  if (!cats.success) errors.push(...issues(src, ['categories'], cats.error));
  const products: ImportProduct[] = [];
  const codes = new Map<string, number>();
  const skuCodes = new Map<string, { line: number; product: number }>();
  const err = (p: Path, field: string, message: string) => errors.push({ line: src.lineOf(p), field, message });

  src.products.forEach((raw, i) => {
    const r = productSchema.safeParse(raw);
    if (!r.success) {
      errors.push(...issues(src, [i], r.error));
      return;
    }
    const p = r.data;
    if (codes.has(p.code)) err([i, 'code'], 'code', `商品编号 ${p.code} 重复（第${codes.get(p.code)}行已出现）`);
    else codes.set(p.code, src.lineOf([i]));
    for (const e of productRuleErrors(p)) err([i, ...e.path], e.field, e.message);
    // Within one product productRuleErrors says so; here: a SKU code another product of the file already uses.
    p.skus.forEach((s, j) => {
      const seen = skuCodes.get(s.skuCode);
      if (seen && seen.product !== i) err([i, 'skus', j, 'skuCode'], 'skuCode', `SKU编码 ${s.skuCode} 重复（第${seen.line}行已出现）`);
      else if (!seen) skuCodes.set(s.skuCode, { line: src.lineOf([i, 'skus', j]), product: i });
    });
    const names: [Path, string][] = [
      [[i, 'image'], p.image],
      ...(p.images ?? []).map((n, k): [Path, string] => [[i, 'images', k], n]),
      ...p.skus.flatMap((s, j): [Path, string][] => (s.image ? [[[i, 'skus', j, 'image'], s.image]] : [])),
    ];
    for (const [at, name] of names) {
      const file = path.join(imagesDir, name);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile()) err(at, String(at[1]), `图片文件不存在：${name}`);
      else if (stat.size > MAX_IMAGE_BYTES) err(at, String(at[1]), `图片不能超过10MB：${name}`);
    }
    products.push(p);
  });
  errors.sort((a, b) => a.line - b.line);
  return { products, errors };
}

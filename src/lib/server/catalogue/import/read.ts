// Reads an import file (CSV or JSON) into plain product objects plus a way to find the line of any field.
import { parse } from 'csv-parse/sync';
import { jsonLines, lineAt } from './json-lines.ts';

export type Path = (string | number)[];

export interface Source {
  products: Record<string, unknown>[];
  categories: unknown;
  lineOf: (path: Path) => number;
  /** Errors found while reading (bad syntax, unknown columns). */
  errors: { line: number; field: string; message: string }[];
}

export const CSV_COLUMNS = [
  'code',
  'storeName',
  'goodsType',
  'category',
  'unitName',
  'minQty',
  'stepQty',
  'storeInfo',
  'keywords',
  'description',
  'image',
  'images',
  'isShow',
  'sort',
  'skuCode',
  'attrs',
  'price',
  'otPrice',
  'stock',
  'tiers',
] as const;
const PRODUCT_COLUMNS = CSV_COLUMNS.filter((c) => !['skuCode', 'attrs', 'price', 'otPrice', 'stock'].includes(c));
const REQUIRED_COLUMNS = ['code', 'storeName', 'goodsType', 'category', 'image', 'skuCode', 'price', 'stock'];

export function readJson(text: string): Source {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (e) {
    const m = /line (\d+)/.exec(String((e as Error).message));
    return {
      products: [],
      categories: undefined,
      lineOf: () => 1,
      errors: [{ line: m ? Number(m[1]) : 1, field: '文件', message: `JSON格式错误：${(e as Error).message}` }],
    };
  }
  const lines = jsonLines(text.replace(/^\ufeff/, ''));
  const lineOf = (path: Path) => lineAt(lines, path);
  const obj = (doc && typeof doc === 'object' && !Array.isArray(doc) ? doc : {}) as Record<string, unknown>;
  const products = Array.isArray(doc) ? doc : obj.products;
  if (!Array.isArray(products))
    return { products: [], categories: undefined, lineOf, errors: [{ line: 1, field: 'products', message: '文件应包含 products 数组' }] };
  // Paths in errors start at the products array; JSON files nest it under "products" unless the file is the array itself.
  const prefix = Array.isArray(doc) ? [] : ['products'];
  return {
    products: products as Record<string, unknown>[],
    categories: obj.categories,
    lineOf: (p) => lineOf(p[0] === 'categories' ? p : [...prefix, ...p]),
    errors: [],
  };
}

/** CSV: one row per SKU; rows sharing a code form one product, whose fields come from its first row. */
export function readCsv(text: string): Source {
  const errors: Source['errors'] = [];
  let rows: { record: Record<string, string>; raw: string; info: { lines: number } }[];
  try {
    rows = parse(text, {
      columns: true,
      bom: true,
      info: true,
      raw: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    }) as never;
  } catch (e) {
    const m = /line (\d+)/i.exec(String((e as Error).message));
    return {
      products: [],
      categories: undefined,
      lineOf: () => 1,
      errors: [{ line: m ? Number(m[1]) : 1, field: '文件', message: `CSV格式错误：${(e as Error).message}` }],
    };
  }
  const header = rows[0] ? Object.keys(rows[0].record) : [];
  const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length) errors.push({ line: 1, field: '表头', message: `不支持的列：${unknown.join('、')}` });
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (rows.length && missing.length) errors.push({ line: 1, field: '表头', message: `缺少必需的列：${missing.join('、')}` });
  if (!rows.length) errors.push({ line: 1, field: '文件', message: '文件没有数据行' });

  const products: Record<string, unknown>[] = [];
  const productLines: number[] = [];
  const skuLines: number[][] = [];
  const byCode = new Map<string, number>();
  for (const { record, raw, info } of rows) {
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    const code = (record.code ?? '').toUpperCase();
    let index = byCode.get(code);
    if (index === undefined || !code) {
      index = products.length;
      if (code) byCode.set(code, index);
      const p: Record<string, unknown> = { skus: [] };
      for (const c of PRODUCT_COLUMNS) if (record[c] !== undefined && record[c] !== '') p[c] = record[c];
      products.push(p);
      productLines.push(line);
      skuLines.push([]);
    } else {
      const p = products[index]!;
      for (const c of PRODUCT_COLUMNS) {
        const v = record[c];
        if (v !== undefined && v !== '' && p[c] !== undefined && String(p[c]) !== v) {
          errors.push({ line, field: c, message: `同一商品编号的各行取值不一致（首行为“${String(p[c])}”）` });
        }
      }
    }
    (products[index]!.skus as unknown[]).push({
      skuCode: record.skuCode,
      attrs: record.attrs,
      price: record.price,
      otPrice: record.otPrice || undefined,
      stock: record.stock,
    });
    skuLines[index]!.push(line);
  }
  const lineOf = (path: Path) => {
    const [pi, key, si] = path;
    if (typeof pi !== 'number') return 1;
    if (key === 'skus' && typeof si === 'number') return skuLines[pi]?.[si] ?? productLines[pi] ?? 1;
    return productLines[pi] ?? 1;
  };
  return { products, categories: undefined, lineOf, errors };
}

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

/** Each column for the merchandiser (the back office's 导入说明): its Chinese name, whether it is required, what it holds. */
export const CSV_GUIDE: Record<(typeof CSV_COLUMNS)[number], { name: string; required: boolean; meaning: string }> = {
  code: {
    name: '商品编号',
    required: true,
    meaning: '商品编号，2–32位字母、数字或短横线（自动转为大写）；同一编号的多行是同一商品的多个SKU',
  },
  storeName: { name: '商品名称', required: true, meaning: '商品名称（最多120字）' },
  goodsType: { name: '商品类型', required: true, meaning: '商品类型：2 全定制，3 常用定制，4 标准品，5 现货样品' },
  category: { name: '分类', required: true, meaning: '分类路径：一级/二级 或 一级/二级/三级，不存在的分类自动创建' },
  unitName: { name: '单位', required: false, meaning: '单位（默认“件”）' },
  minQty: { name: '起订量', required: false, meaning: '起订量（默认1）' },
  stepQty: { name: '加购步长', required: false, meaning: '加购步长（默认1）' },
  storeInfo: { name: '简介', required: false, meaning: '简介（最多300字）' },
  keywords: { name: '搜索关键词', required: false, meaning: '搜索关键词（最多200字）' },
  description: { name: '商品详情', required: false, meaning: '商品详情（HTML，脚本和样式会被去除）' },
  image: { name: '主图', required: true, meaning: '主图文件名（随文件一起上传的图片）' },
  images: { name: '图集', required: false, meaning: '图集文件名，用 | 分隔' },
  isShow: { name: '是否上架', required: false, meaning: '是否上架：1/0、true/false 或 是/否（默认上架）' },
  sort: { name: '排序', required: false, meaning: '排序权重' },
  skuCode: { name: 'SKU编码', required: true, meaning: 'SKU编码，全站唯一' },
  // Every SKU has its specs (the import's schema refuses a row without them): 导入说明 said 否 and each row then failed.
  attrs: { name: '规格', required: true, meaning: '规格：名称=取值;名称=取值（1–5项，同一商品的SKU规格名相同）' },
  price: { name: '单价', required: true, meaning: 'SKU单价（元，最多两位小数）' },
  otPrice: { name: '划线价', required: false, meaning: '划线价（元，不低于单价）' },
  stock: { name: '库存', required: true, meaning: '库存（整数）' },
  tiers: { name: '阶梯价', required: false, meaning: '阶梯价：数量:单价;数量:单价（按最低SKU价，数量递增、价格递减）' },
};
const REQUIRED_COLUMNS = CSV_COLUMNS.filter((c) => CSV_GUIDE[c].required);

/**
 * A column (or JSON field) as the merchandiser reads it, in 导入说明 and in the import's errors alike: its Chinese name
 * with the file's own header, 规格(attrs). Anything else (表头, 文件, 商品 …) is said as it is.
 */
export const columnLabel = (field: string): string =>
  field in CSV_GUIDE ? `${CSV_GUIDE[field as keyof typeof CSV_GUIDE].name}(${field})` : field;

/** csv-parse's error as the merchandiser reads it: what is wrong with the row, in Chinese, never the parser's English. */
function csvProblem(e: { code?: string; message: string }): string {
  const counts = /columns length is (\d+), got (\d+)/.exec(e.message);
  if (counts) return `列数与表头不一致（表头${counts[1]}列，此行${counts[2]}列），含逗号的值请用英文双引号括起`;
  if (e.code === 'CSV_QUOTE_NOT_CLOSED') return '引号未闭合：以英文双引号开头的值需以双引号结束';
  if (e.code?.includes('QUOTE')) return '引号位置不正确：值中的英文双引号请写成两个（""），并将整个值用双引号括起';
  return '无法读取该行，请确认文件是逗号分隔的 UTF-8 CSV';
}

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
      errors: [{ line: m ? Number(m[1]) : 1, field: '文件', message: `CSV格式错误：${csvProblem(e as Error & { code?: string })}` }],
    };
  }
  const header = rows[0] ? Object.keys(rows[0].record) : [];
  const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length) errors.push({ line: 1, field: '表头', message: `不支持的列：${unknown.join('、')}` });
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (rows.length && missing.length)
    errors.push({ line: 1, field: '表头', message: `缺少必需的列：${missing.map(columnLabel).join('、')}` });
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

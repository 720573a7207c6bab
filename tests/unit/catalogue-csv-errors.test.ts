// The catalogue import's CSV reading: a file the parser cannot read is explained to the merchandiser in Chinese (the
// back office shows these lines), never with the parser's English message; every column has its line in 导入说明.
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, CSV_GUIDE, readCsv } from '~/lib/server/catalogue/import/read.ts';
import { formatError } from '~/lib/server/catalogue/import/index.ts';

const header = CSV_COLUMNS.join(',');
const row = (cells: Record<string, string>) => CSV_COLUMNS.map((c) => cells[c] ?? '').join(',');

describe('catalogue CSV problems', () => {
  it('a row with fewer cells than the header: its line, the two counts, in Chinese', () => {
    const { errors } = readCsv(`${header}\nABC-1,名片,4\n`);
    expect(errors).toEqual([
      {
        line: 2,
        field: '文件',
        message: `CSV格式错误：列数与表头不一致（表头${CSV_COLUMNS.length}列，此行3列），含逗号的值请用英文双引号括起`,
      },
    ]);
  });

  it('quotes: one not closed, one in the middle of a value', () => {
    const open = readCsv(`${header}\n${row({ code: 'ABC-1', storeName: '"名片' })}\n`).errors[0]!;
    expect(open.message).toBe('CSV格式错误：引号未闭合：以英文双引号开头的值需以双引号结束');
    const inner = readCsv(`${header}\n${row({ code: 'ABC-1', storeName: '"名片"x' })}\n`).errors[0]!;
    expect(inner.message).toBe('CSV格式错误：引号位置不正确：值中的英文双引号请写成两个（""），并将整个值用双引号括起');
    for (const e of [open, inner]) expect(e.message.replace('CSV', '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('every column has its explanation, and the required ones are the ones a missing header names', () => {
    expect(Object.keys(CSV_GUIDE).sort()).toEqual([...CSV_COLUMNS].sort());
    const required = CSV_COLUMNS.filter((c) => CSV_GUIDE[c].required);
    expect(required).toEqual(['code', 'storeName', 'goodsType', 'category', 'image', 'skuCode', 'attrs', 'price', 'stock']);
    const { errors } = readCsv('storeName\n名片\n');
    expect(errors.map((e) => e.message).join('\n')).toContain('skuCode');
  });

  it('attrs, which every SKU needs, is a required column: a file without it is told so at its header', () => {
    // 导入说明 marked it 否; a file without it then failed on every row with 规格应为1-5组….
    const cols = CSV_COLUMNS.filter((c) => c !== 'attrs');
    const { errors } = readCsv(`${cols.join(',')}
${cols.map(() => 'x').join(',')}
`);
    expect(errors).toContainEqual({ line: 1, field: '表头', message: '缺少必需的列：规格(attrs)' });
  });

  it('an error names its column as 导入说明 does: the Chinese name with the file’s header', () => {
    // It named the column by the header alone (第2行 attrs：…), English to a merchandiser who reads 规格 in 导入说明.
    expect(formatError({ line: 2, field: 'attrs', message: '规格重复：尺寸=A4' })).toBe('第2行 规格(attrs)：规格重复：尺寸=A4');
    expect(formatError({ line: 3, field: 'otPrice', message: '划线价不能低于价格' })).toBe('第3行 划线价(otPrice)：划线价不能低于价格');
    expect(formatError({ line: 1, field: '表头', message: '不支持的列：colour' })).toBe('第1行 表头：不支持的列：colour');
    for (const c of CSV_COLUMNS) expect(CSV_GUIDE[c].name).toMatch(/^[\u4e00-\u9fa5A-Z]+$/);
  });
});

#!/usr/bin/env node
// Operators' catalogue import: npm run catalogue:import -- FILE [--images DIR] [--dry-run]
// FILE is .csv or .json (see docs/catalogue-import.md and scripts/samples/). Every row is checked first;
// any error is reported with its line and field and nothing is written. Otherwise all rows are written in
// one transaction, idempotently by product code. Uses DATA_DIR / DATABASE_URL like the server; with the
// embedded database (PGlite) stop the server first.
import './src-alias.mjs'; // first: src/ modules import through `~/`
import { parseArgs } from 'node:util';

// Dynamic: after src-alias.mjs has taught Node the `~/` alias.
const { runImport, formatError } = await import('../src/lib/server/catalogue/import/index.ts');
const { openDatabase } = await import('../src/lib/server/db/client.ts');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { images: { type: 'string' }, 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length !== 1) {
  console.log('用法：npm run catalogue:import -- 文件.csv|文件.json [--images 图片目录] [--dry-run]');
  process.exit(values.help ? 0 : 2);
}
const file = positionals[0];
const dryRun = values['dry-run'];
let db = null;
const open = async () => {
  try {
    db = await openDatabase();
  } catch (e) {
    console.error(`无法打开数据库：${e.message}`);
    process.exit(1);
  }
  return db.db;
};
try {
  const r = await runImport(open, file, { imagesDir: values.images, dryRun });
  if (!r.ok) {
    for (const e of r.errors) console.error(formatError(e));
    console.error(`共${r.errors.length}处错误，未导入任何数据。`);
    process.exitCode = 1;
  } else if (!r.summary) {
    console.log(`校验通过：${r.products}个商品（试运行，未写入数据库）。`);
  } else {
    const s = r.summary;
    console.log(
      `导入完成：新增商品${s.created}个，更新商品${s.updated}个，新增分类${s.categoriesCreated}个，SKU ${s.skus}个，图片${s.images}张。`,
    );
  }
} finally {
  await db?.close();
}

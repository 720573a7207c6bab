// The operators' catalogue import: line-and-field errors with nothing written, one transaction, idempotent by code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ROOT, startServer } from '../helpers/server.ts';
import { client, DEMO, login } from '../helpers/client.ts';

const SAMPLES = path.join(ROOT, 'scripts/samples');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-import-'));
const dataDir = path.join(work, 'data');

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['scripts/catalogue-import.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    timeout: 120_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('catalogue import: validation', () => {
  it('reports every bad row with its line and field, and writes nothing', () => {
    const bad = [
      'code,storeName,goodsType,category,unitName,minQty,stepQty,image,skuCode,attrs,price,otPrice,stock,tiers',
      'BAD-1,好商品,4,宣传印刷/画册样本,本,100,50,album-cover.png,BAD-1-A,尺寸=A4,12.50,15.00,100,',
      'BAD-2,类型错,9,宣传印刷/画册样本,本,1,1,album-cover.png,BAD-2-A,尺寸=A4,1.234,,10,',
      'BAD-3,缺图,4,仅一级,本,1,1,nothere.png,BAD-3-A,尺寸,5.00,,-1,',
      'BAD-1,重复编号,4,宣传印刷/画册样本,本,1,1,album-cover.png,BAD-1-A,尺寸=A4,5.00,,10,',
      '"BAD-4","多行\n名称",4,宣传印刷/画册样本,本,10,1,album-cover.png,BAD-4-A,尺寸=A4,5.00,,10,5:4.00',
      'BAD-5,阶梯,4,宣传印刷/画册样本,本,1,1,album-cover.png,BAD-5-A,尺寸=A4,5.00,,10,1:4.00',
    ].join('\n');
    const file = path.join(work, 'bad.csv');
    fs.writeFileSync(file, bad);
    const r = cli(file, '--images', path.join(SAMPLES, 'images'));
    expect(r.code).toBe(1);
    const lines = r.err.trim().split('\n');
    expect(lines).toContain('第3行 商品类型(goodsType)：商品类型应为 2（全定制）、3（常用定制）、4（标准品）或 5（现货样品）');
    expect(lines).toContain('第3行 单价(price)：价格格式不正确，应为大于0的金额（元），最多两位小数');
    expect(lines).toContain('第4行 分类(category)：分类应为2-3级，如 宣传印刷/画册样本/企业画册');
    expect(lines).toContain('第4行 规格(attrs)：规格应为1-5组“名称=取值”（如 尺寸=A4;纸张=157g铜版纸），名称最多20字，取值最多40字');
    expect(lines).toContain('第4行 库存(stock)：库存应为0-10000000之间的整数');
    expect(lines.some((l) => l.startsWith('第5行 商品名称(storeName)：同一商品编号的各行取值不一致'))).toBe(true);
    expect(lines.some((l) => l.startsWith('第5行 SKU编码(skuCode)：SKU编码 BAD-1-A 重复'))).toBe(true);
    // a quoted value spanning two lines: the record starts on line 6
    expect(lines).toContain('第6行 阶梯价(tiers)：阶梯起订量应大于起订量并逐档递增');
    expect(lines).toContain('第8行 阶梯价(tiers)：阶梯起订量应为2-10000000之间的整数');
    expect(lines[lines.length - 1]).toMatch(/^共\d+处错误，未导入任何数据。$/);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false); // the database was never opened
  });

  it('names the line of a JSON field and refuses unknown columns and missing pictures', async () => {
    const { runImport, formatError } = await import('~/lib/server/catalogue/import/index.ts');
    const doc = JSON.parse(fs.readFileSync(path.join(SAMPLES, 'catalogue.json'), 'utf8'));
    doc.products[0].skus[1].price = 'abc';
    doc.products[1].image = 'missing.png';
    const file = path.join(work, 'bad.json');
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    const text = fs.readFileSync(file, 'utf8').split('\n');
    const r = await runImport(null, file, { imagesDir: path.join(SAMPLES, 'images') });
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors.map(formatError);
    const priceLine = text.findIndex((l) => l.includes('"price": "abc"')) + 1;
    expect(errors).toContain(`第${priceLine}行 单价(price)：价格格式不正确，应为大于0的金额（元），最多两位小数`);
    const imageLine = text.findIndex((l) => l.includes('"image": "missing.png"')) + 1;
    expect(errors).toContain(`第${imageLine}行 主图(image)：图片文件不存在：missing.png`);
    const csv = path.join(work, 'cols.csv');
    fs.writeFileSync(csv, 'code,storeName,colour\nX1,名,红\n');
    const c = await runImport(null, csv);
    expect(c.ok ? [] : c.errors.map(formatError)).toEqual(
      expect.arrayContaining([
        '第1行 表头：不支持的列：colour',
        '第1行 表头：缺少必需的列：商品类型(goodsType)、分类(category)、主图(image)、SKU编码(skuCode)、规格(attrs)、单价(price)、库存(stock)',
      ]),
    );
  });
});

describe('catalogue import: writing', () => {
  let db: Awaited<ReturnType<(typeof import('~/lib/server/db/client.ts'))['openDatabase']>>;
  beforeAll(() => {
    const r = cli(path.join(SAMPLES, 'catalogue.csv'));
    expect(r.err).toBe('');
    expect(r.out).toContain('导入完成：新增商品4个，更新商品0个');
  }, 180_000); // the import CLI may take its own 120 s budget
  afterAll(async () => {
    await db?.close();
  });

  it('writes categories, products, SKUs, tiers and pictures; a re-run changes nothing; an edit updates in place', async () => {
    const { openDatabase } = await import('~/lib/server/db/client.ts');
    const { products, skus, tierPrices, categories } = await import('~/lib/server/db/schema/index.ts');
    const { runImport } = await import('~/lib/server/catalogue/import/index.ts');
    db = await openDatabase({ dataDir, url: '' });
    const snapshot = async () => ({
      products: await db.db.select().from(products).orderBy(products.code),
      skus: await db.db.select().from(skus).orderBy(skus.skuCode),
      tiers: await db.db.select().from(tierPrices).orderBy(tierPrices.id),
      cats: await db.db.select().from(categories).orderBy(categories.id),
    });
    const first = await snapshot();
    const album = first.products.find((p) => p.code === 'IMP-ALBUM-01')!;
    expect(album).toMatchObject({
      storeName: '精装企业宣传画册',
      goodsTypeId: 4,
      price: 1980,
      otPrice: 2500,
      minQty: 100,
      stepQty: 50,
      stock: 13000,
    });
    expect(album.image).toMatch(/^\/media\/catalogue\/[0-9a-f]{24}\.png$/);
    expect(album.images).toHaveLength(2);
    expect(fs.existsSync(path.join(dataDir, album.image.replace(/^\//, '')))).toBe(true);
    expect(album.description).toContain('<strong>耐翻阅</strong>');
    const path3 = [album.cate1Id, album.cate2Id, album.cate3Id].map((id) => first.cats.find((c) => c.id === id)!.cateName);
    expect(path3).toEqual(['宣传印刷', '画册样本', '企业画册']);
    expect(first.skus.filter((s) => s.productId === album.id).map((s) => s.attrs)).toEqual([
      { 尺寸: 'A4', 纸张: '157g铜版纸' },
      { 尺寸: 'A5', 纸张: '157g铜版纸' },
    ]);
    expect(first.tiers.filter((t) => t.productId === album.id).map((t) => [t.minQty, t.price])).toEqual([
      [500, 1880],
      [2000, 1750],
    ]);

    const again = await runImport(async () => db.db, path.join(SAMPLES, 'catalogue.csv'));
    expect(again.ok && again.summary).toMatchObject({ created: 0, updated: 4, categoriesCreated: 0 });
    const second = await snapshot();
    expect(second.products.map((p) => [p.id, p.code, p.price, p.stock])).toEqual(
      first.products.map((p) => [p.id, p.code, p.price, p.stock]),
    );
    expect(second.skus.map((s) => s.id)).toEqual(first.skus.map((s) => s.id));
    expect(second.cats.length).toBe(first.cats.length);

    // An edited file: a new price, one SKU dropped, and a broken row → all or nothing.
    const csv = fs.readFileSync(path.join(SAMPLES, 'catalogue.csv'), 'utf8').split('\n');
    const edited = csv.filter((l) => !l.startsWith('IMP-MUG-01,,')).map((l) => l.replace(',22.00,29.00,300,', ',20.00,29.00,300,'));
    const file = path.join(work, 'edited.csv');
    fs.writeFileSync(file, edited.join('\n'));
    fs.mkdirSync(path.join(work, 'images'), { recursive: true });
    for (const f of fs.readdirSync(path.join(SAMPLES, 'images')))
      fs.copyFileSync(path.join(SAMPLES, 'images', f), path.join(work, 'images', f));
    const updated = await runImport(async () => db.db, file);
    expect(updated.ok).toBe(true);
    const mug = (await db.db.select().from(products).where(eq(products.code, 'IMP-MUG-01')))[0]!;
    expect([mug.price, mug.stock]).toEqual([2000, 300]);
    expect((await db.db.select().from(skus).where(eq(skus.productId, mug.id))).map((s) => s.skuCode)).toEqual(['IMP-MUG-01-W']);
  });

  it('rolls back everything when a SKU code belongs to another product', async () => {
    const { runImport, formatError } = await import('~/lib/server/catalogue/import/index.ts');
    const { products } = await import('~/lib/server/db/schema/index.ts');
    const file = path.join(work, 'clash.csv');
    fs.writeFileSync(
      file,
      [
        'code,storeName,goodsType,category,image,skuCode,attrs,price,stock',
        'IMP-NEW-01,全新商品,5,商务礼品/定制杯具/马克杯,mug.png,IMP-NEW-01-A,容量=350ml,10.00,5',
        'IMP-NEW-02,抢编码,5,商务礼品/定制杯具/马克杯,mug.png,IMP-CARD-01-STD,容量=350ml,10.00,5',
      ].join('\n'),
    );
    const r = await runImport(async () => db.db, file, { imagesDir: path.join(SAMPLES, 'images') });
    expect(r.ok ? [] : r.errors.map(formatError)).toEqual(['数据：SKU编码 IMP-CARD-01-STD 已属于商品 IMP-CARD-01']);
    expect(
      await db.db
        .select()
        .from(products)
        .where(inArray(products.code, ['IMP-NEW-01', 'IMP-NEW-02'])),
    ).toEqual([]);
  });

  it(
    'a server on the imported data lists the goods and records a footprint per day for a logged-in detail view',
    { timeout: 120_000 },
    async () => {
      await db.close();
      const server = await startServer({ dataDir, env: { DATABASE_URL: '' } });
      let productId = 0;
      try {
        const found = await client(server.url).get('/api/products?keyword=IMP-MUG-01');
        expect(found.data.list.map((c: any) => c.code)).toEqual(['IMP-MUG-01']);
        productId = found.data.list[0].id;
        const { token } = await login(server.url, DEMO.buyer);
        for (let i = 0; i < 2; i++) {
          const page = await fetch(`${server.url}/productDetail?productId=${productId}&name=x`, {
            headers: { cookie: `qili_token=${token}` },
          });
          expect(page.status).toBe(200);
        }
        expect((await fetch(`${server.url}/productDetail?productId=${productId}&name=x`, { redirect: 'manual' })).status).toBe(302);
      } finally {
        await server.stop();
      }
      const { openDatabase } = await import('~/lib/server/db/client.ts');
      const { footprints, users } = await import('~/lib/server/db/schema/index.ts');
      db = await openDatabase({ dataDir, url: '' });
      const [buyer] = await db.db.select().from(users).where(eq(users.phone, DEMO.buyer));
      const rows = await db.db.select().from(footprints).where(eq(footprints.productId, productId));
      expect(rows.map((r) => r.userId)).toEqual([buyer!.id]);
    },
  );
});

// Writes a validated import in one transaction: categories by path, products upserted by code,
// SKUs upserted by SKU code (those no longer listed are removed), tier prices replaced.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { categories, groupBuys, products, seckillGoods, skus, tierPrices } from '~/lib/server/db/schema/index.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { mediaKey, mediaUrl, saveMedia } from '~/lib/server/media.ts';
import { storage } from '~/lib/server/storage/index.ts';
import { sanitizeDescription } from '~/lib/server/catalogue/sanitize.ts';
import type { ImportProduct } from './schema.ts';

export interface ImportSummary {
  created: number;
  updated: number;
  categoriesCreated: number;
  skus: number;
  images: number;
}

export class ImportConflict extends Error {}

/** Where a long import is: pictures stored, then products written (n of total). */
export type ImportProgress = (phase: 'images' | 'products', done: number, total: number) => void;

/** Copies a picture into the storage as media/catalogue/<content hash>.<ext> (re-imports reuse it); returns its URL. */
export async function storeImage(file: string): Promise<string> {
  const bytes = await fs.promises.readFile(file);
  const ext = path.extname(file).toLowerCase().replace('.jpeg', '.jpg');
  if (ext === '.svg') {
    if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(bytes.toString('utf8', 0, 2000)))
      throw new ImportConflict(`不是有效的SVG图片：${path.basename(file)}`);
  } else {
    const t = await fileTypeFromBuffer(bytes);
    if (!t || !['png', 'jpg', 'webp', 'avif'].includes(t.ext)) throw new ImportConflict(`图片内容与格式不符：${path.basename(file)}`);
  }
  const rel = `catalogue/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}${ext}`;
  if (await storage().exists(mediaKey(rel))) return mediaUrl(rel);
  return saveMedia(rel, bytes);
}

async function categoryIds(tx: Tx, pathNames: string[], known: Map<string, number>, counter: { created: number }): Promise<number[]> {
  const ids: number[] = [];
  let parentId = 0;
  for (const [depth, name] of pathNames.entries()) {
    const key = `${parentId}/${name}`;
    let id = known.get(key);
    if (id === undefined) {
      const [row] = await tx
        .insert(categories)
        .values({ parentId, cateName: name, level: depth + 1 })
        .returning({ id: categories.id });
      id = row!.id;
      known.set(key, id);
      counter.created++;
    }
    ids.push(id);
    parentId = id;
  }
  return ids;
}

/** What writing products needs: categories by parent/name, the count of new ones, who owns the SKU codes, picture URLs. */
export interface WriteContext {
  known: Map<string, number>;
  counter: { created: number };
  owners: { skuCode: string; code: string }[];
  urlOf: (image: string) => string;
}

export async function writeContext(tx: Tx, items: ImportProduct[], urlOf: (image: string) => string): Promise<WriteContext> {
  const known = new Map((await tx.select().from(categories)).map((c) => [`${c.parentId}/${c.cateName}`, c.id]));
  const allSkuCodes = items.flatMap((p) => p.skus.map((s) => s.skuCode));
  const owners = allSkuCodes.length
    ? await tx
        .select({ skuCode: skus.skuCode, code: products.code })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .where(inArray(skus.skuCode, allSkuCodes))
    : [];
  return { known, counter: { created: 0 }, owners, urlOf };
}

/**
 * The price and 划线价 a product lists: its cheapest SKU's price, and of the SKUs at that price the lowest 划线价 (0,
 * none, when one of them has none: the product never claims more off than each of its cheapest SKUs shows). A result
 * of the prices alone, whatever order the SKUs come in: the product writer (the form's order) and the side 单价 form
 * (setSkuPrice, the SKUs by id) both set them from this and list the same.
 */
export function listedPrices(skuList: readonly { price: number; otPrice?: number | null }[]): { price: number; otPrice: number } {
  const price = Math.min(...skuList.map((s) => s.price));
  return { price, otPrice: Math.min(...skuList.filter((s) => s.price === price).map((s) => s.otPrice ?? 0)) };
}

/**
 * Why a stock typed over the figure staff's page showed (`seen`) is refused: orders (or someone) moved it since (null
 * when not). The product form's SKUs and the product page's 更新库存 both ask it; each refuses with a 409.
 */
export const stockMovedRefusal = (skuCode: string, cur: number, seen: number): string | null =>
  cur === seen ? null : `SKU ${skuCode} 的库存已变为 ${cur}（打开页面后有订单或他人修改），请刷新页面后再修改库存`;

/**
 * The stock each SKU is written with. A SKU sent with the stock its editor loaded (`stockSeen`) and left at it keeps its
 * stock as it is now (orders took or gave back units since the form was opened: writing the old figure back would
 * sell units that are gone); one changed is set, unless its stock moved meanwhile (409: the editor reloads). The
 * product's SKUs are locked first, in id order and before the product's row as orders lock them, so no order slips in
 * between and an order and a save cannot deadlock.
 */
async function stockToWrite(tx: Tx, productId: number | undefined, list: ImportProduct['skus']) {
  const now = new Map<string, number>();
  if (productId !== undefined) {
    const rows = await tx
      .select({ skuCode: skus.skuCode, stock: skus.stock })
      .from(skus)
      .where(eq(skus.productId, productId))
      .orderBy(asc(skus.id))
      .for('update');
    for (const r of rows) now.set(r.skuCode, r.stock);
  }
  for (const s of list) {
    const cur = now.get(s.skuCode);
    const why = s.stockSeen !== undefined && cur !== undefined && s.stock !== s.stockSeen && stockMovedRefusal(s.skuCode, cur, s.stockSeen);
    if (why) throw new ImportConflict(why);
  }
  return (s: ImportProduct['skus'][number]) => {
    const cur = now.get(s.skuCode);
    return s.stockSeen !== undefined && cur !== undefined && s.stock === s.stockSeen ? cur : s.stock;
  };
}

/**
 * A SKU a seckill offer or a group-buy sells is not removed: the offer kept selling a SKU that no longer existed
 * (buyers took it, with no stock behind it). Refused naming the offer, and how to free the SKU.
 */
async function assertNoOfferOn(tx: Tx, removed: ReturnType<typeof and>) {
  const gone = tx.select({ id: skus.id }).from(skus).where(removed);
  for (const [offer, kind] of [
    [seckillGoods, '秒杀商品'],
    [groupBuys, '拼团商品'],
  ] as const) {
    const [hit] = await tx
      .select({ title: offer.title, skuCode: skus.skuCode })
      .from(offer)
      .innerJoin(skus, eq(skus.id, offer.skuId))
      .where(inArray(offer.skuId, gone))
      .limit(1);
    if (hit)
      throw new ImportConflict(
        `SKU ${hit.skuCode} 正用于${kind}「${hit.title}」，不能删除：请先在「活动与优惠券」中把该${kind}改用其他SKU`,
      );
  }
}

/** The one writer of a product (import and back office): upserted by code, SKUs by SKU code (unlisted ones removed), tiers replaced. */
export async function writeProduct(tx: Tx, p: ImportProduct, ctx: WriteContext): Promise<{ productId: number; created: boolean }> {
  const [c1, c2, c3] = await categoryIds(tx, p.category, ctx.known, ctx.counter);
  const taken = ctx.owners.find((o) => o.code !== p.code && p.skus.some((s) => s.skuCode === o.skuCode));
  if (taken) throw new ImportConflict(`SKU编码 ${taken.skuCode} 已属于商品 ${taken.code}`);
  const url = ctx.urlOf;
  const values = {
    code: p.code,
    storeName: p.storeName,
    storeInfo: p.storeInfo ?? '',
    keywords: p.keywords ?? '',
    goodsTypeId: p.goodsType,
    cate1Id: c1!,
    cate2Id: c2!,
    cate3Id: c3 ?? 0,
    image: url(p.image),
    images: [p.image, ...(p.images ?? []).filter((n) => n !== p.image)].map(url),
    ...listedPrices(p.skus),
    unitName: p.unitName,
    minQty: p.minQty ?? 1,
    stepQty: p.stepQty ?? 1,
    stock: 0, // the SKUs' total, below
    description: sanitizeDescription(p.description ?? ''),
    isShow: p.isShow ?? true,
    sort: p.sort ?? 0,
  };
  const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.code, p.code));
  const stockOf = await stockToWrite(tx, existing?.id, p.skus);
  values.stock = p.skus.reduce((a, s) => a + stockOf(s), 0);
  let productId: number;
  if (existing) {
    await tx.update(products).set(values).where(eq(products.id, existing.id));
    productId = existing.id;
  } else {
    const [row] = await tx.insert(products).values(values).returning({ id: products.id });
    productId = row!.id;
  }
  for (const s of p.skus) {
    const row = {
      productId,
      skuCode: s.skuCode,
      attrs: s.attrs,
      price: s.price,
      otPrice: s.otPrice ?? 0,
      stock: stockOf(s),
      image: s.image ? url(s.image) : '',
    };
    await tx
      .insert(skus)
      .values(row)
      .onConflictDoUpdate({
        target: skus.skuCode,
        set: { attrs: row.attrs, price: row.price, otPrice: row.otPrice, stock: row.stock, image: row.image },
      });
  }
  const removed = and(
    eq(skus.productId, productId),
    notInArray(
      skus.skuCode,
      p.skus.map((s) => s.skuCode),
    ),
  );
  await assertNoOfferOn(tx, removed);
  await tx.delete(skus).where(removed);
  await tx.delete(tierPrices).where(eq(tierPrices.productId, productId));
  if (p.tiers?.length) await tx.insert(tierPrices).values(p.tiers.map((t) => ({ productId, minQty: t.minQty, price: t.price })));
  return { productId, created: !existing };
}

/** One writer of the catalogue at a time, whichever process (an import, the back office) writes. */
/** One writer of the catalogue at a time, whichever process: the import and the back office's product form. */
export const lockCatalogueWrites = (tx: Tx) => lockXact(tx, 'catalogue-writes');

export async function applyImport(
  db: DB,
  items: ImportProduct[],
  tree: { name: string; children?: unknown[] }[] | undefined,
  imagesDir: string,
  progress: ImportProgress = () => {},
): Promise<ImportSummary> {
  const urls = new Map<string, string>();
  const names = [...new Set(items.flatMap((p) => [p.image, ...(p.images ?? []), ...p.skus.flatMap((s) => (s.image ? [s.image] : []))]))];
  for (const [i, name] of names.entries()) {
    urls.set(name, await storeImage(path.join(imagesDir, name)));
    progress('images', i + 1, names.length);
  }
  return db.transaction(async (tx) => {
    await lockCatalogueWrites(tx);
    const summary: ImportSummary = { created: 0, updated: 0, categoriesCreated: 0, skus: 0, images: urls.size };
    const ctx = await writeContext(tx, items, (n) => urls.get(n)!);
    const walk = async (nodes: { name: string; children?: unknown[] }[], prefix: string[]) => {
      for (const n of nodes) {
        await categoryIds(tx, [...prefix, n.name], ctx.known, ctx.counter);
        if (n.children && prefix.length < 2) await walk(n.children as typeof nodes, [...prefix, n.name]);
      }
    };
    await walk(tree ?? [], []);
    for (const [i, p] of items.entries()) {
      const { created } = await writeProduct(tx, p, ctx);
      if (created) summary.created++;
      else summary.updated++;
      summary.skus += p.skus.length;
      progress('products', i + 1, items.length);
    }
    summary.categoriesCreated = ctx.counter.created;
    return summary;
  });
}

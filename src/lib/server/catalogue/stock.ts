// Stock of SKUs (and the product totals beside them): the one module that changes it. Orders take units when they
// are placed and give them back when cancelled; refunds of goods that never left give theirs back; operators set it
// (and a SKU's unit price, with the product's listed price beside it).
import { and, asc, eq, gte, sql, type Placeholder } from 'drizzle-orm';
import { preparedInTx } from '~/lib/server/db/prepared.ts';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { products, skus } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound } from '~/lib/server/http.ts';
import { operatorLimit } from '~/lib/shared/paging.ts';
import { assertProductRules, productForRules } from './manage.ts';
import { listedPrices, lockCatalogueWrites, stockMovedRefusal } from './import/apply.ts';

export interface StockUnits {
  productId: number;
  skuId: number;
  num: number;
}
export interface StockNeed extends StockUnits {
  /** Named in the refusal: 「name」库存不足. */
  name: string;
}

/** Units per SKU, in a fixed lock order (by SKU id) so two concurrent orders can never deadlock on PostgreSQL. */
function bySku<T extends StockUnits>(units: T[]): T[] {
  const merged = new Map<number, T>();
  for (const n of units) {
    const m = merged.get(n.skuId);
    if (m) m.num += n.num;
    else merged.set(n.skuId, { ...n });
  }
  return [...merged.values()].sort((a, b) => a.skuId - b.skuId);
}

/** Units per product, in product id order. */
function byProduct(units: StockUnits[]): [number, number][] {
  const perProduct = new Map<number, number>();
  for (const n of units) perProduct.set(n.productId, (perProduct.get(n.productId) ?? 0) + n.num);
  return [...perProduct].sort((a, b) => a[0] - b[0]);
}

/** A SKU's conditional decrement: nothing happens unless it has the units (never negative stock). */
const skuDecrement = (tx: Tx, n: { skuId: number | Placeholder; num: number | Placeholder }) =>
  tx
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${n.num}` })
    .where(and(eq(skus.id, n.skuId), gte(skus.stock, n.num)))
    .returning({ id: skus.id });

/** A product's total after `num` units of its SKUs are taken (the total never goes below zero). */
const productStockLess = (num: number | Placeholder) => sql`greatest(${products.stock} - ${num}, 0)`;

/** Conditional decrement per SKU: a buyer who comes second for the last units gets 库存不足, never negative stock. */
export async function takeStock(tx: Tx, needs: StockNeed[]): Promise<void> {
  const perSku = bySku(needs);
  if (perSku.length === 1) {
    // One SKU (most orders): its decrement and its product's in one statement, the SKU still locked first.
    const [n] = perSku as [StockNeed];
    const hit = await preparedInTx(tx, 'stock_take_one', (tx) => {
      const num = sql.placeholder('num');
      const taken = tx.$with('taken').as(skuDecrement(tx, { skuId: sql.placeholder('skuId'), num }));
      return tx
        .with(taken)
        .update(products)
        .set({ stock: productStockLess(num) })
        .where(and(eq(products.id, sql.placeholder('productId')), sql`exists (select 1 from ${taken})`))
        .returning({ id: products.id })
        .prepare('stock_take_one');
    }).execute({ num: n.num, skuId: n.skuId, productId: n.productId });
    if (!hit.length) throw conflict(`「${n.name}」库存不足`);
    return;
  }
  for (const n of perSku) {
    if (!(await skuDecrement(tx, n)).length) throw conflict(`「${n.name}」库存不足`);
  }
  for (const [productId, num] of byProduct(needs)) {
    await tx
      .update(products)
      .set({ stock: productStockLess(num) })
      .where(eq(products.id, productId));
  }
}

/** Gives units back (a cancelled order, refunded goods that never left the warehouse). */
export async function returnStock(tx: Tx, units: StockUnits[]): Promise<void> {
  const live = units.filter((u) => u.num > 0);
  for (const u of bySku(live))
    await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${u.num}` })
      .where(eq(skus.id, u.skuId));
  for (const [productId, num] of byProduct(live)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${num}` })
      .where(eq(products.id, productId));
  }
}

/** An operator's reference to a SKU: its id (digits) or its SKU code. */
const skuRef = (ref: string) => (/^\d{1,9}$/.test(ref) ? eq(skus.id, Number(ref)) : eq(skus.skuCode, ref));

/**
 * Sets a SKU's stock (by SKU code or id) and keeps the product's total in step. `seen`: the stock the staff member's
 * page showed (the product page's 更新库存); when orders moved it since, the new figure is refused (409, stockMovedRefusal,
 * the product form's own rule) rather than putting back units they took or gave back.
 */
export async function setSkuStock(db: DB, ref: string, stock: number, seen?: number) {
  if (!Number.isInteger(stock) || stock < 0 || stock > 10_000_000) throw badRequest('库存必须是非负整数');
  return db.transaction(async (tx) => {
    if (seen !== undefined) {
      const [cur] = await tx.select({ skuCode: skus.skuCode, stock: skus.stock }).from(skus).where(skuRef(ref)).for('update');
      const why = cur && stockMovedRefusal(cur.skuCode, cur.stock, seen);
      if (why) throw conflict(why);
    }
    const [s] = await tx.update(skus).set({ stock }).where(skuRef(ref)).returning();
    if (!s) throw notFound(`规格不存在：${ref}`);
    const [{ total }] = (await tx
      .select({ total: sql<number>`coalesce(sum(${skus.stock}), 0)::int` })
      .from(skus)
      .where(eq(skus.productId, s.productId))) as [{ total: number }];
    await tx.update(products).set({ stock: total }).where(eq(products.id, s.productId));
    return s;
  });
}

/**
 * Sets a SKU's unit price (fen); the product's listed price and 划线价 stay its cheapest SKU's (listedPrices, as a save
 * of the product or the catalogue import sets them).
 * The product rules read SKU prices (tier prices below the cheapest SKU, list price not below price): the product as it
 * would be after the change must pass them as a save of the product form must, else a 400 with the form's message.
 * (Stock and on/off sale are not read by any product rule.)
 */
export async function setSkuPrice(db: DB, ref: string, price: number) {
  if (!Number.isInteger(price) || price <= 0 || price > 100_000_000) throw badRequest('单价必须大于0且不超过100万元');
  return db.transaction(async (tx) => {
    // Checked and written with the catalogue's other writers (product form, import) kept out, so none changes the tiers between.
    await lockCatalogueWrites(tx);
    const [cur] = await tx.select({ id: skus.id, productId: skus.productId }).from(skus).where(skuRef(ref));
    if (!cur) throw notFound(`规格不存在：${ref}`);
    const now = await productForRules(tx, cur.productId);
    const after = { ...now, skus: now.skus.map((x) => (x.id === cur.id ? { ...x, price } : x)) };
    assertProductRules(after);
    // The lock keeps every writer that removes SKUs (product form, import) out: the SKU read above is still there.
    const [s] = (await tx.update(skus).set({ price }).where(eq(skus.id, cur.id)).returning()) as [typeof skus.$inferSelect];
    await tx.update(products).set(listedPrices(after.skus)).where(eq(products.id, s.productId));
    return s;
  });
}

/** SKUs with their product's type and order rules, for operators picking what to restock. */
export async function listSkus(db: DB, opts: { type?: number; productId?: number; limit?: number }) {
  return db
    .select({
      skuId: skus.id,
      skuCode: skus.skuCode,
      productId: products.id,
      name: products.storeName,
      type: products.goodsTypeId,
      stock: skus.stock,
      price: skus.price,
      minQty: products.minQty,
      stepQty: products.stepQty,
      isShow: products.isShow,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(opts.type ? eq(products.goodsTypeId, opts.type) : undefined, opts.productId ? eq(products.id, opts.productId) : undefined))
    .orderBy(asc(skus.id))
    .limit(operatorLimit(opts.limit ?? 50, 1000));
}

/** One SKU's code, product, stock and price, by its id or an operator's reference (for the audit of a stock or price change). */
export async function skuStock(db: DB, ref: number | string) {
  const [s] = await db
    .select({ skuCode: skus.skuCode, productId: skus.productId, stock: skus.stock, price: skus.price })
    .from(skus)
    .where(skuRef(String(ref)));
  return s ?? null;
}

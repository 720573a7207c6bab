// The catalogue as staff change it in the back office: products (with SKUs, tier prices, stock and pictures) written
// by the import's own writer and rules, on/off sale, and the category tree.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { categories, products, skus, tierPrices } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound, zodRefusal } from '~/lib/server/http.ts';
import { assertPublicPictures } from '~/lib/server/uploads.ts';
import { likePattern } from './products.ts';
import { goodsType } from '~/lib/shared/goods-types.ts';
import { adminProductSchema, type ImportProduct } from './import/schema.ts';
import { productRuleErrors } from './import/validate.ts';
import { ImportConflict, lockCatalogueWrites, writeContext, writeProduct } from './import/apply.ts';
import { refuseStale, seenRecord, staleMessage, versionOf } from '~/lib/server/seen-version.ts';

export type ProductInput = ImportProduct;

/** Parses the back office's product form with the import's rules (a 400 naming the field), uploaded pictures checked. */
export async function parseProductForm(db: DB, raw: unknown): Promise<ProductInput> {
  const r = adminProductSchema.safeParse(raw);
  if (!r.success) throw zodRefusal(r.error);
  assertProductRules(r.data);
  await assertPublicPictures(db, [r.data.image, ...(r.data.images ?? []), ...r.data.skus.flatMap((s) => (s.image ? [s.image] : []))]);
  return r.data;
}

/** The product rules (productRuleErrors) as the product form refuses them: a 400 with the first one's message. */
export function assertProductRules(p: Parameters<typeof productRuleErrors>[0]): void {
  const rule = productRuleErrors(p)[0];
  if (rule) throw badRequest(rule.message);
}

/**
 * A stored product as the product rules read it (SKUs with their ids, tiers, minimum quantity): a side change of
 * one field (a SKU's unit price) is checked on the product as it would be after it, like a save of the whole form.
 */
export async function productForRules(db: DB | Tx, productId: number) {
  const [p] = await db.select({ minQty: products.minQty }).from(products).where(eq(products.id, productId));
  if (!p) throw notFound('商品不存在');
  const skuRows = await db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.id));
  const tiers = await db.select().from(tierPrices).where(eq(tierPrices.productId, productId)).orderBy(asc(tierPrices.minQty));
  return {
    minQty: p.minQty,
    skus: skuRows.map((s) => ({ id: s.id, skuCode: s.skuCode, attrs: s.attrs, price: s.price, otPrice: s.otPrice, stock: s.stock })),
    tiers: tiers.map((t) => ({ minQty: t.minQty, price: t.price })),
  };
}

/**
 * Creates (no id: the code must be new) or updates (the code stays) one product through the import's writer, so
 * a product saved here and one imported follow the same rules. Answers the product id.
 */
export async function saveProduct(db: DB, input: ProductInput, id?: number, seen?: string): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockCatalogueWrites(tx);
    const [byCode] = await tx.select({ id: products.id }).from(products).where(eq(products.code, input.code));
    if (id === undefined && byCode) throw conflict(`商品编号 ${input.code} 已存在`);
    if (id !== undefined) {
      const [cur] = await tx.select({ code: products.code }).from(products).where(eq(products.id, id));
      if (!cur) throw notFound('商品不存在');
      if (cur.code !== input.code) throw badRequest('商品编号不能修改');
      // Checked under the catalogue lock the other writers (SKU price, import) take: nothing changes it before the write.
      refuseStale(seen, productFacts(await productForEdit(tx, id)), PRODUCT_STALE);
    }
    const ctx = await writeContext(tx, [input], (u) => u);
    try {
      const { productId, created } = await writeProduct(tx, input, ctx);
      return { id: productId, created };
    } catch (e) {
      if (e instanceof ImportConflict) throw conflict(e.message);
      throw e;
    }
  });
}

export async function setProductShow(db: DB, id: number, isShow: boolean) {
  const [row] = await db
    .update(products)
    .set({ isShow })
    .where(eq(products.id, id))
    .returning({ id: products.id, code: products.code, isShow: products.isShow });
  if (!row) throw notFound('商品不存在');
  return row;
}

/** Everything the product form shows, with the category as names (as the form and the import name it). */
export async function productForEdit(db: DB, id: number) {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw notFound('商品不存在');
  const [skuRows, tiers, cats] = [
    await db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.id)),
    await db.select().from(tierPrices).where(eq(tierPrices.productId, id)).orderBy(asc(tierPrices.minQty)),
    await db
      .select({ id: categories.id, cateName: categories.cateName })
      .from(categories)
      .where(inArray(categories.id, [p.cate1Id, p.cate2Id, p.cate3Id].filter(Boolean))),
  ];
  const name = (cid: number) => cats.find((c) => c.id === cid)?.cateName;
  return {
    product: p,
    skus: skuRows,
    tiers,
    category: [name(p.cate1Id), name(p.cate2Id), p.cate3Id ? name(p.cate3Id) : undefined].filter((x): x is string => !!x),
  };
}

export const PRODUCT_STALE = staleMessage('商品', '有人保存了此商品、改了单价或上下架');

/**
 * What the product form edits, as its version (versionOf) digests it: every field, SKU and tier price as stored, stock
 * and sales left out (orders move them all the time; a SKU's stock is guarded on its own by stockSeen). The edit page
 * sends the version with a save (saveProduct's `seen`), so a save answers to the product staff saw and does not put
 * back, unseen, a price, name or on/off sale another staff member (or the page's own side forms in another tab) changed.
 */
export function productFacts({ product: p, skus: list, tiers }: Awaited<ReturnType<typeof productForEdit>>) {
  const { stock: _stock, sales: _sales, createdAt: _created, searchName: _n, searchCode: _c, searchKeywords: _k, ...fields } = p;
  return [fields, list.map((s) => [s.id, s.skuCode, s.attrs, s.price, s.otPrice]), tiers.map((t) => [t.minQty, t.price])];
}

/** What the audit log keeps of a product. */
export async function productSnapshot(db: DB, id: number) {
  try {
    const { product: p, skus: s, tiers, category } = await productForEdit(db, id);
    return {
      code: p.code,
      storeName: p.storeName,
      // By name, as staff chose them (the log showed the type's and the categories' ids).
      goodsType: goodsType(p.goodsTypeId).name,
      category: category.join(' / '),
      price: p.price,
      stock: p.stock,
      isShow: p.isShow,
      image: p.image,
      images: p.images,
      skus: s.map((x) => ({ skuCode: x.skuCode, attrs: x.attrs, price: x.price, otPrice: x.otPrice, stock: x.stock })),
      tiers: tiers.map((t) => ({ minQty: t.minQty, price: t.price })),
    };
  } catch {
    return null;
  }
}

export interface ProductFilter {
  q?: string;
  type?: number;
  cate1?: number;
  show?: boolean;
  page: number;
  limit: number;
}

/** Products for staff: every product, shown or not, by name/code, type, top category; newest first. */
export async function searchProductsForStaff(db: DB, f: ProductFilter) {
  const conds: SQL[] = [];
  if (f.q) conds.push(or(ilike(products.storeName, likePattern(f.q)), ilike(products.code, likePattern(f.q)))!);
  if (f.type) conds.push(eq(products.goodsTypeId, f.type));
  if (f.cate1) conds.push(eq(products.cate1Id, f.cate1));
  if (f.show !== undefined) conds.push(eq(products.isShow, f.show));
  const where = conds.length ? and(...conds) : undefined;
  const list = await db
    .select({
      id: products.id,
      code: products.code,
      storeName: products.storeName,
      image: products.image,
      goodsTypeId: products.goodsTypeId,
      price: products.price,
      stock: products.stock,
      sales: products.sales,
      isShow: products.isShow,
      cate1Id: products.cate1Id,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where)) as [{ total: number }];
  return { list, total };
}

/** Every category (shown or hidden), as a tree, for the category page and the product form. */
export async function allCategories(db: DB) {
  const rows = await db.select().from(categories).orderBy(asc(categories.level), desc(categories.sort), asc(categories.id));
  type Node = (typeof rows)[number] & { children: Node[] };
  const byId = new Map<number, Node>();
  const roots: Node[] = [];
  for (const r of rows) {
    const n: Node = { ...r, children: [] };
    byId.set(r.id, n);
    if (r.parentId === 0) roots.push(n);
    else byId.get(r.parentId)?.children.push(n);
  }
  return roots;
}

/** The paths a product may sit on (level 2 or 3), as names: what the product form offers. */
export async function categoryPaths(db: DB): Promise<string[][]> {
  const out: string[][] = [];
  for (const a of await allCategories(db)) {
    for (const b of a.children) {
      out.push([a.cateName, b.cateName]);
      for (const c of b.children) out.push([a.cateName, b.cateName, c.cateName]);
    }
  }
  return out;
}

export interface CategoryInput {
  id?: number;
  parentId: number;
  cateName: string;
  sort: number;
  isShow: boolean;
}

/** What a category's edit form edits (name, order, shown): its version is taken of these. */
const categoryFacts = (c: Pick<CategoryInput, 'cateName' | 'sort' | 'isShow'>) => ({
  cateName: c.cateName,
  sort: c.sort,
  isShow: c.isShow,
});
/** The version a category's edit page shows and its save sends back. */
export const categoryVersion = (c: Pick<CategoryInput, 'cateName' | 'sort' | 'isShow'>) => versionOf(categoryFacts(c));

/**
 * Creates a category under a parent (three levels at most) or renames / re-sorts / hides one. Names are unique under a
 * parent. An edit is refused when the page saw another version of the category (categoryVersion).
 */
export async function saveCategory(db: DB, input: CategoryInput & { version?: string }) {
  const name = input.cateName.trim();
  return db.transaction(async (tx) => {
    await lockCatalogueWrites(tx);
    if (input.id) {
      const [found] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
      const cur = seenRecord(found, '分类', input.version, { facts: categoryFacts });
      const [clash] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.parentId, cur.parentId), eq(categories.cateName, name), sql`${categories.id} <> ${cur.id}`));
      if (clash) throw conflict('同级下已有同名分类');
      const [row] = await tx
        .update(categories)
        .set({ cateName: name, sort: input.sort, isShow: input.isShow })
        .where(eq(categories.id, cur.id))
        .returning();
      return row!;
    }
    let level = 1;
    if (input.parentId) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parentId));
      if (!parent) throw notFound('上级分类不存在');
      if (parent.level >= 3) throw badRequest('分类最多三级');
      level = parent.level + 1;
    }
    const [clash] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.parentId, input.parentId), eq(categories.cateName, name)));
    if (clash) throw conflict('同级下已有同名分类');
    const [row] = await tx
      .insert(categories)
      .values({ parentId: input.parentId, cateName: name, level, sort: input.sort, isShow: input.isShow })
      .returning();
    return row!;
  });
}

export async function categorySnapshot(db: DB, id: number) {
  const [c] = await db.select().from(categories).where(eq(categories.id, id));
  return c ? { parentId: c.parentId, cateName: c.cateName, level: c.level, sort: c.sort, isShow: c.isShow } : null;
}

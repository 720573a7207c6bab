// Product detail: gallery, SKUs with their specs, quantity rules, tier prices, recommendations.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { products, skus, tierPrices } from '~/lib/server/db/schema/index.ts';
import { notFound } from '~/lib/server/http.ts';
import { cached } from './cache.ts';
import { cardColumns, withCollect, type ProductCard } from './cards.ts';
import { categoryTree, findCategory } from './categories.ts';
import { sanitizeDescription } from './sanitize.ts';
import type { Discount } from '~/lib/shared/pricing.ts';
import { productEvaluations, type EvaluationSummary } from './evaluations.ts';

export type { ProductDetail, SkuView } from '~/lib/shared/contracts/store.ts';
import type { ProductDetail } from '~/lib/shared/contracts/store.ts';

/** Spec names in first-seen order, each with its values in first-seen order. */
export function specsOf(list: { attrs: Record<string, string> }[]): { name: string; values: string[] }[] {
  const specs = new Map<string, string[]>();
  for (const s of list) {
    for (const [k, v] of Object.entries(s.attrs)) {
      const values = specs.get(k) ?? [];
      if (!values.includes(v)) values.push(v);
      specs.set(k, values);
    }
  }
  return [...specs].map(([name, values]) => ({ name, values }));
}

async function loadPublic(db: DB, id: number) {
  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.isShow, true)));
  if (!p) return null;
  const [skuRows, tiers, recommended, tree] = await Promise.all([
    db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.id)),
    db
      .select({ minQty: tierPrices.minQty, price: tierPrices.price })
      .from(tierPrices)
      .where(eq(tierPrices.productId, id))
      .orderBy(asc(tierPrices.minQty)),
    db
      .select(cardColumns)
      .from(products)
      .where(and(eq(products.isShow, true), eq(products.cate1Id, p.cate1Id), ne(products.id, id)))
      .orderBy(desc(eq(products.cate2Id, p.cate2Id)), desc(products.sales), asc(products.id))
      .limit(10),
    categoryTree(db),
  ]);
  const path = findCategory(tree, p.cate3Id || p.cate2Id) ?? findCategory(tree, p.cate2Id) ?? [];
  return {
    id: p.id,
    code: p.code,
    storeName: p.storeName,
    storeInfo: p.storeInfo,
    qiliGoodsTypeId: p.goodsTypeId,
    image: p.image,
    images: p.images.length ? p.images : [p.image],
    price: p.price,
    otPrice: p.otPrice,
    unitName: p.unitName,
    minQty: p.minQty,
    stepQty: p.stepQty,
    stock: p.stock,
    sales: p.sales,
    description: sanitizeDescription(p.description),
    categories: path.map((c) => ({ id: c.id, cateName: c.cateName, level: c.level })),
    specs: specsOf(skuRows),
    skus: skuRows.map((s) => ({
      id: s.id,
      skuCode: s.skuCode,
      attrs: s.attrs,
      price: s.price,
      otPrice: s.otPrice,
      stock: s.stock,
      image: s.image,
    })),
    tiers,
    recommended,
  };
}

export async function productDetail(db: DB, id: number, userId?: number | null): Promise<ProductDetail> {
  // Stock changes with every order, so the cached copy lives only briefly.
  const pub = await cached(`detail:${id}`, () => loadPublic(db, id), 5_000);
  if (!pub) throw notFound('商品不存在或已下架');
  const [[me], recommended, evaluations] = await Promise.all([
    withCollect(db, [pub], userId),
    withCollect(db, pub.recommended, userId),
    productEvaluations(db, id),
  ]);
  return { ...pub, isCollect: me!.isCollect, discount: me!.discount, recommended, evaluations };
}

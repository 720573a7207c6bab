// Design-centre templates (GET /api/getCanvas): by top category, each opening its matching product.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { categories, designTemplates, products } from '~/lib/server/db/schema/index.ts';
import { notFound } from '~/lib/server/http.ts';

export const templateLink = (t: { id: number; productId: number }, storeName: string) =>
  `/productDetail?productId=${t.productId}&name=${encodeURIComponent(storeName)}&templateId=${t.id}`;

export async function getTemplate(db: DB, id: number) {
  const [r] = await db
    .select({ t: designTemplates, storeName: products.storeName, cateName: categories.cateName })
    .from(designTemplates)
    .innerJoin(products, eq(products.id, designTemplates.productId))
    .innerJoin(categories, eq(categories.id, designTemplates.cate1Id))
    .where(eq(designTemplates.id, id));
  if (!r) throw notFound('模板不存在');
  return {
    ...r.t,
    storeName: r.storeName,
    cateName: r.cateName,
    link: templateLink(r.t, r.storeName),
    createdAt: r.t.createdAt.toISOString(),
  };
}

export async function listTemplates(db: DB, q: { category: number; page: number; limit: number }) {
  const cats = await db
    .select({ id: categories.id, cateName: categories.cateName, count: count(designTemplates.id) })
    .from(categories)
    .innerJoin(designTemplates, eq(designTemplates.cate1Id, categories.id))
    .groupBy(categories.id, categories.cateName, categories.sort)
    .orderBy(desc(categories.sort), asc(categories.id));
  const where = q.category ? eq(designTemplates.cate1Id, q.category) : undefined;
  const [{ total }] = (await db.select({ total: count() }).from(designTemplates).where(where)) as [{ total: number }];
  const rows = await db
    .select({ t: designTemplates, storeName: products.storeName })
    .from(designTemplates)
    .innerJoin(products, and(eq(products.id, designTemplates.productId)))
    .where(where)
    .orderBy(desc(designTemplates.sort), asc(designTemplates.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const names = new Map(cats.map((c) => [c.id, c.cateName]));
  const list = rows.map(({ t, storeName }) => ({
    id: t.id,
    title: t.title,
    image: t.image,
    cate1Id: t.cate1Id,
    cateName: names.get(t.cate1Id) ?? '',
    productId: t.productId,
    storeName,
    tags: t.tags,
    uses: t.uses,
    link: templateLink(t, storeName),
  }));
  return {
    categories: cats.map((c) => ({ ...c, count: Number(c.count) })),
    category: q.category,
    list,
    total,
    page: q.page,
    limit: q.limit,
  };
}

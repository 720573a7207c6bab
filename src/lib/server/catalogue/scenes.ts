// Scene-based shopping (场景购): the scene list and one scene with its products.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { products, sceneProducts, scenes } from '../db/schema/index.ts';
import { notFound } from '../http.ts';
import { cached } from './cache.ts';
import { cardColumns, withCollect, type ProductCard } from './cards.ts';

export interface SceneSummary {
  id: number;
  scenesName: string;
  pic: string;
  description: string;
}

export function sceneList(db: DB): Promise<SceneSummary[]> {
  return cached('scenes', () =>
    db.select({ id: scenes.id, scenesName: scenes.scenesName, pic: scenes.pic, description: scenes.description })
      .from(scenes).orderBy(desc(scenes.sort), asc(scenes.id)));
}

export async function sceneDetail(db: DB, id: number, userId?: number | null): Promise<SceneSummary & { banner: string; products: ProductCard[] }> {
  const pub = await cached(`scene:${id}`, async () => {
    const [s] = await db.select().from(scenes).where(eq(scenes.id, id));
    if (!s) return null;
    const list = await db.select(cardColumns).from(sceneProducts)
      .innerJoin(products, eq(products.id, sceneProducts.productId))
      .where(and(eq(sceneProducts.sceneId, id), eq(products.isShow, true)))
      .orderBy(desc(sceneProducts.sort), asc(sceneProducts.id));
    return { id: s.id, scenesName: s.scenesName, pic: s.pic, banner: s.banner || s.pic, description: s.description, products: list };
  });
  if (!pub) throw notFound('场景不存在');
  return { ...pub, products: await withCollect(db, pub.products, userId) };
}

// Scene-based shopping (场景购): the scene list and one scene with its products.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { products, sceneProducts, scenes } from '~/lib/server/db/schema/index.ts';
import { badRequest, notFound } from '~/lib/server/http.ts';
import { seenRecord, versionOf } from '~/lib/server/seen-version.ts';
import { cached } from './cache.ts';
import { cardColumns, withCollect, type ProductCard } from './cards.ts';

export interface SceneSummary {
  id: number;
  scenesName: string;
  pic: string;
  description: string;
}

/** A scene's product as 场景购 lists it: on sale. The storefront's scene page and the back office's count ask it. */
const listedInScene = eq(products.isShow, true);

export function sceneList(db: DB): Promise<SceneSummary[]> {
  return cached('scenes', () =>
    db
      .select({ id: scenes.id, scenesName: scenes.scenesName, pic: scenes.pic, description: scenes.description })
      .from(scenes)
      .orderBy(desc(scenes.sort), asc(scenes.id)),
  );
}

export async function sceneDetail(
  db: DB,
  id: number,
  userId?: number | null,
): Promise<SceneSummary & { banner: string; products: ProductCard[] }> {
  const pub = await cached(`scene:${id}`, async () => {
    const [s] = await db.select().from(scenes).where(eq(scenes.id, id));
    if (!s) return null;
    const list = await db
      .select(cardColumns)
      .from(sceneProducts)
      .innerJoin(products, eq(products.id, sceneProducts.productId))
      .where(and(eq(sceneProducts.sceneId, id), listedInScene))
      .orderBy(desc(sceneProducts.sort), asc(sceneProducts.id));
    return { id: s.id, scenesName: s.scenesName, pic: s.pic, banner: s.banner || s.pic, description: s.description, products: list };
  });
  if (!pub) throw notFound('场景不存在');
  return { ...pub, products: await withCollect(db, pub.products, userId) };
}

/**
 * Every scene with its product ids, for the back office, and how many of them 场景购 lists (`listed`: on sale): a scene
 * whose products were taken off sale shows fewer to buyers than it holds.
 */
export async function scenesForEdit(db: DB) {
  const rows = await db.select().from(scenes).orderBy(desc(scenes.sort), asc(scenes.id));
  const links = await db
    .select({ sceneId: sceneProducts.sceneId, productId: sceneProducts.productId, listed: listedInScene })
    .from(sceneProducts)
    .leftJoin(products, eq(products.id, sceneProducts.productId))
    .orderBy(desc(sceneProducts.sort), asc(sceneProducts.id));
  return rows.map((s) => {
    const own = links.filter((l) => l.sceneId === s.id);
    return { ...s, productIds: own.map((l) => l.productId), listed: own.filter((l) => l.listed === true).length };
  });
}

export interface SceneInput {
  id?: number;
  scenesName: string;
  pic: string;
  banner: string;
  description: string;
  sort: number;
  productIds: number[];
}

/** What a scene's edit form shows, its version taken of these (not `listed`: products going on and off sale move it). */
export const sceneFacts = (s: Omit<SceneInput, 'id'>) => ({
  scenesName: s.scenesName,
  pic: s.pic,
  banner: s.banner,
  description: s.description,
  sort: s.sort,
  productIds: s.productIds,
});
/** The version the scene's edit page shows and its save and delete send back. */
export const sceneVersion = (s: Omit<SceneInput, 'id'>) => versionOf(sceneFacts(s));

/**
 * A scene as its edit page showed it, read with its row locked (seenRecord: 404 when it is gone, 409 when the page
 * saw another version).
 */
async function seenScene(tx: DB, id: number, seen: string | undefined, deleting = false) {
  const [row] = await tx.select().from(scenes).where(eq(scenes.id, id)).for('update');
  const productIds = row
    ? (
        await tx
          .select({ productId: sceneProducts.productId })
          .from(sceneProducts)
          .where(eq(sceneProducts.sceneId, id))
          .orderBy(desc(sceneProducts.sort), asc(sceneProducts.id))
      ).map((l) => l.productId)
    : [];
  return seenRecord(row, '场景', seen, { facts: (r) => sceneFacts({ ...r, productIds }), deleting });
}

/**
 * Creates or changes a scene and replaces its products (listed in the given order; each must exist). An edit is
 * refused when the page saw another version of the scene (sceneVersion).
 */
export async function saveScene(db: DB, s: SceneInput & { version?: string }) {
  return db.transaction(async (tx) => {
    if (s.id) await seenScene(tx, s.id, s.version);
    const ids = [...new Set(s.productIds)];
    if (ids.length) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
      const missing = ids.find((id) => !found.some((f) => f.id === id));
      if (missing) throw badRequest(`商品不存在：${missing}`);
    }
    const values = { scenesName: s.scenesName, pic: s.pic, banner: s.banner, description: s.description, sort: s.sort };
    let id = s.id;
    if (!id) id = (await tx.insert(scenes).values(values).returning({ id: scenes.id }))[0]!.id;
    else await tx.update(scenes).set(values).where(eq(scenes.id, id));
    await tx.delete(sceneProducts).where(eq(sceneProducts.sceneId, id));
    if (ids.length) await tx.insert(sceneProducts).values(ids.map((productId, i) => ({ sceneId: id!, productId, sort: ids.length - i })));
    return { id, scenesName: s.scenesName };
  });
}

/** Removes a scene: refused when it changed since the page showed it (sceneVersion), 404 when already gone. */
export async function deleteScene(db: DB, id: number, seen?: string) {
  return db.transaction(async (tx) => {
    await seenScene(tx, id, seen, true);
    return (await tx.delete(scenes).where(eq(scenes.id, id)).returning())[0]!;
  });
}

export async function sceneSnapshot(db: DB, id: number) {
  const s = (await scenesForEdit(db)).find((x) => x.id === id);
  return s ? { scenesName: s.scenesName, pic: s.pic, banner: s.banner, sort: s.sort, productIds: s.productIds } : null;
}

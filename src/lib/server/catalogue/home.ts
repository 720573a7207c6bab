// GET /api/pc/index: banners, hot-sale pool, scenes, "you may like", hot words and the category floors.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { banners, hotKeywords, products, scenes } from '~/lib/server/db/schema/index.ts';
import { cached } from './cache.ts';
import { cardColumns, withCollect, type CardRow, type ProductCard } from './cards.ts';
import { categoryTree } from './categories.ts';

/** How many hot items the page draws its random batches of 5 from. */
export const HOT_POOL = 20;
export const HOT_BATCH = 5;
const LIKE_COUNT = 10;
const FLOOR_ITEMS = 8;

export type { Floor, HomeData } from '~/lib/shared/contracts/store.ts';
import type { HomeData } from '~/lib/shared/contracts/store.ts';

export function hotWords(db: DB): Promise<string[]> {
  return cached('hotKey', async () =>
    (await db.select({ word: hotKeywords.word }).from(hotKeywords).orderBy(desc(hotKeywords.sort), asc(hotKeywords.id)).limit(10)).map(
      (r) => r.word,
    ),
  );
}

/** The best sellers of every top category, in one query. */
function floorQuery(db: DB) {
  const ranked = db
    .select({
      ...cardColumns,
      cate1Id: products.cate1Id,
      rank: sql<number>`row_number() over (partition by ${products.cate1Id} order by ${products.sales} desc, ${products.id})`.as('rank'),
    })
    .from(products)
    .where(eq(products.isShow, true))
    .as('ranked');
  const cols = {
    id: ranked.id,
    code: ranked.code,
    storeName: ranked.storeName,
    storeInfo: ranked.storeInfo,
    image: ranked.image,
    price: ranked.price,
    otPrice: ranked.otPrice,
    unitName: ranked.unitName,
    sales: ranked.sales,
    qiliGoodsTypeId: ranked.qiliGoodsTypeId,
    cate1Id: ranked.cate1Id,
  };
  return db
    .select(cols)
    .from(ranked)
    .where(sql`${ranked.rank} <= ${FLOOR_ITEMS}`)
    .orderBy(asc(ranked.cate1Id), asc(ranked.rank));
}

async function loadPublic(db: DB) {
  const shown = eq(products.isShow, true);
  const [slides, hot, sceneRows, like, hotKey, tree, floorRows] = await Promise.all([
    db
      .select({ id: banners.id, title: banners.title, url: banners.url, jumpUrl: banners.jumpUrl })
      .from(banners)
      .orderBy(desc(banners.sort), asc(banners.id)),
    db.select(cardColumns).from(products).where(shown).orderBy(desc(products.sales), asc(products.id)).limit(HOT_POOL),
    db.select({ id: scenes.id, pic: scenes.pic, scenesName: scenes.scenesName }).from(scenes).orderBy(desc(scenes.sort), asc(scenes.id)),
    db
      .select(cardColumns)
      .from(products)
      .where(shown)
      .orderBy(desc(products.sort), desc(products.createdAt), asc(products.id))
      .limit(LIKE_COUNT),
    hotWords(db),
    categoryTree(db),
    floorQuery(db),
  ]);
  const byTop = new Map<number, CardRow[]>();
  for (const r of floorRows) {
    const { cate1Id, ...card } = r;
    byTop.set(cate1Id, [...(byTop.get(cate1Id) ?? []), card]);
  }
  const floors = tree
    .map((c) => ({
      id: c.id,
      cateName: c.cateName,
      children: c.children.map((k) => ({ id: k.id, cateName: k.cateName })),
      list: byTop.get(c.id) ?? [],
    }))
    .filter((f) => f.list.length > 0);
  return { qiliSlideshows: slides, seasonHot: hot, scenesList: { data: sceneRows }, likeInfo: like, hotKey, floors };
}

export async function homeData(db: DB, userId?: number | null): Promise<HomeData> {
  const pub = await cached('home', () => loadPublic(db));
  const all = await withCollect(db, [...pub.seasonHot, ...pub.likeInfo, ...pub.floors.flatMap((f) => f.list)], userId);
  let i = 0;
  const take = (n: number) => all.slice(i, (i += n));
  return {
    ...pub,
    seasonHot: take(pub.seasonHot.length),
    likeInfo: take(pub.likeInfo.length),
    floors: pub.floors.map((f) => ({ ...f, list: take(f.list.length) })),
  };
}

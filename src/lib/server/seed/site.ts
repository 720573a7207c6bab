import { ilike, or } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import { banners, products, sceneProducts, scenes, siteConfig } from '~/lib/server/db/schema/index.ts';
import { BANNERS, SCENES, SITE_CONFIG } from './site-data.ts';
import { PALETTE, bannerImage } from './images.ts';

export async function seedSite(tx: Tx): Promise<void> {
  await tx.insert(siteConfig).values(Object.entries(SITE_CONFIG).map(([key, value]) => ({ key, value })));
  await tx.insert(banners).values(
    BANNERS.map((b, i) => ({
      title: b.title,
      url: bannerImage(`banner-${i + 1}.svg`, b.title, b.sub, PALETTE[i * 2]!),
      jumpUrl: b.jumpUrl,
      sort: 100 - i,
    })),
  );
  for (const [i, s] of SCENES.entries()) {
    const pic = bannerImage(`scene-${i + 1}.svg`, s.name, s.desc.slice(0, 14), PALETTE[(i + 1) % PALETTE.length]!, 600, 400);
    const banner = bannerImage(`scene-${i + 1}-banner.svg`, s.name, s.desc, PALETTE[(i + 1) % PALETTE.length]!);
    const [scene] = await tx
      .insert(scenes)
      .values({ scenesName: s.name, pic, banner, description: s.desc, sort: 100 - i })
      .returning({ id: scenes.id });
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(or(...s.keywords.map((k) => ilike(products.storeName, `%${k}%`))))
      .orderBy(products.id)
      .limit(12);
    if (found.length) await tx.insert(sceneProducts).values(found.map((p, k) => ({ sceneId: scene!.id, productId: p.id, sort: 100 - k })));
  }
}

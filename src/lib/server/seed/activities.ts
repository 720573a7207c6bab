// Seeds the activity centre (seckill, discounts, group-buys, coupons), design templates, notices and help pages.
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import {
  categories,
  coupons,
  designTemplates,
  discountGoods,
  groupBuys,
  helpPages,
  notices,
  products,
  seckillGoods,
  seckillSlots,
  skus,
} from '~/lib/server/db/schema/index.ts';
import { config } from '~/lib/server/config.ts';
import { CUSTOM_GOODS_TYPES } from '~/lib/shared/goods-types.ts';
import { saveHelpPage } from '~/lib/server/content/help.ts';
import type { SeedContext } from './index.ts';
import { COUPONS, HELP_PAGES, NOTICES, SLOTS, TEMPLATE_STYLES } from './activities-data.ts';
import { templateImage } from './activities-images.ts';
import { PALETTE } from './images.ts';
import { rng } from './random.ts';

const round10 = (n: number) => Math.max(10, Math.round(n / 10) * 10);
const SEED_TIME = new Date(Date.UTC(2026, 0, 20, 2));

/** Reads a help file: the first "# " line is the title, the rest the Markdown body. */
export function readHelpFile(slug: string): { title: string; markdown: string } {
  const text = fs.readFileSync(path.join(config.appRoot, 'src', 'content', 'help', `${slug}.md`), 'utf8').replace(/\r\n/g, '\n');
  const m = /^#\s+(.+)\n+/.exec(text);
  return m ? { title: m[1]!.trim(), markdown: text.slice(m[0].length) } : { title: slug, markdown: text };
}

export async function seedHelp(tx: Tx): Promise<void> {
  for (const p of HELP_PAGES) {
    const { title, markdown } = readHelpFile(p.slug);
    await saveHelpPage(tx, null, { slug: p.slug, title, category: p.category, markdown, note: '初始内容' }, { now: SEED_TIME });
    await tx.update(helpPages).set({ sort: p.sort }).where(eq(helpPages.slug, p.slug));
  }
}

export async function seedActivities(tx: Tx, _ctx: SeedContext): Promise<void> {
  const r = rng(20260606);
  // Priced goods only (standard and spot samples show a price; custom goods are quoted).
  const priced = await tx
    .select({
      id: products.id,
      storeName: products.storeName,
      image: products.image,
      price: products.price,
      minQty: products.minQty,
      goodsTypeId: products.goodsTypeId,
    })
    .from(products)
    .where(inArray(products.goodsTypeId, [4, 5]))
    .orderBy(asc(products.id));
  const firstSku = new Map<number, { id: number; price: number }>();
  const skuRows = await tx
    .select({ id: skus.id, productId: skus.productId, price: skus.price })
    .from(skus)
    .where(
      inArray(
        skus.productId,
        priced.map((p) => p.id),
      ),
    )
    .orderBy(asc(skus.price), asc(skus.id));
  for (const s of skuRows) if (!firstSku.has(s.productId)) firstSku.set(s.productId, { id: s.id, price: s.price });

  // Flash sales and group-buys only for goods worth buying one unit of (10 yuan and up).
  const pricey = priced.filter((p) => firstSku.get(p.id)!.price >= 1000);
  // Seckill sells single units, so spot samples (bought from one unit up).
  const samples = pricey.filter((p) => p.goodsTypeId === 5);

  // Seckill: every slot offers 5 goods; the first of each is a tiny lot (5 units, 2 per account).
  const slotIds: number[] = [];
  for (const [title, startMinute, endMinute] of SLOTS) {
    const [s] = await tx.insert(seckillSlots).values({ title, startMinute, endMinute }).returning({ id: seckillSlots.id });
    slotIds.push(s!.id);
  }
  let k = 0;
  for (const [si, slotId] of slotIds.entries()) {
    for (let j = 0; j < 5; j++) {
      const p = samples[(si * 5 + j + k) % samples.length]!;
      const sku = firstSku.get(p.id)!;
      const tiny = j === 0;
      await tx.insert(seckillGoods).values({
        slotId,
        productId: p.id,
        skuId: sku.id,
        title: p.storeName,
        image: p.image,
        price: round10(sku.price * (0.5 + r.int(0, 2) * 0.1)),
        otPrice: sku.price,
        stock: tiny ? 5 : r.int(30, 200),
        limitPerUser: tiny ? 2 : r.pick([1, 2, 3, 5]),
        sort: 100 - j,
      });
    }
    k += 3;
  }

  // Discounts: 16 goods at 7-9.5折.
  const discountPicks = priced.filter((_, i) => i % 3 === 1).slice(0, 16);
  await tx
    .insert(discountGoods)
    .values(discountPicks.map((p, i) => ({ productId: p.id, rate: r.pick([70, 75, 80, 85, 88, 90, 95]), sort: 100 - i })));

  // Group-buys: 8 offers for 2 or 3 companies within 24 or 48 hours.
  const groupPicks = pricey.filter((_, i) => i % 3 === 2).slice(0, 8);
  await tx.insert(groupBuys).values(
    groupPicks.map((p, i) => {
      const sku = firstSku.get(p.id)!;
      return {
        productId: p.id,
        skuId: sku.id,
        title: `${p.storeName} ${i % 2 ? '3人团' : '2人团'}`,
        image: p.image,
        productPrice: round10(sku.price * 0.78),
        otPrice: sku.price,
        people: i % 2 ? 3 : 2,
        windowHours: i % 3 ? 24 : 48,
        num: p.minQty,
        sales: r.int(10, 300),
        sort: 100 - i,
      };
    }),
  );

  // Coupons to claim in the coupon centre.
  const tops = await tx
    .select({ id: categories.id, cateName: categories.cateName })
    .from(categories)
    .where(eq(categories.level, 1))
    .orderBy(asc(categories.id));
  const topId = (name?: string) => (name ? (tops.find((t) => t.cateName === name)?.id ?? 0) : 0);
  await tx.insert(coupons).values(
    COUPONS.map((c) => ({
      title: c.title,
      type: c.type,
      amount: c.amount,
      rate: c.rate ?? 100,
      minAmount: c.minAmount,
      cate1Id: topId(c.cateName),
      total: c.total,
      perUser: c.perUser,
      validDays: c.validDays,
      claimable: true,
      description: c.description,
      createdAt: SEED_TIME,
    })),
  );

  // Design templates: per top category, one per style, each opening a product of that category.
  let t = 0;
  for (const [ci, top] of tops.entries()) {
    const inCat = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.cate1Id, top.id), eq(products.isShow, true)))
      // Templates feed the requirement form, so custom goods (types 2, 3) of the category come first.
      .orderBy(sql`case when ${inArray(products.goodsTypeId, [...CUSTOM_GOODS_TYPES])} then 0 else 1 end`, asc(products.id))
      .limit(5);
    if (!inCat.length) continue;
    for (const [si, [style, tags]] of TEMPLATE_STYLES.entries()) {
      t++;
      const title = `${top.cateName}·${style}`;
      const colors: [string, string] = [PALETTE[(ci + si) % PALETTE.length]!, PALETTE[(ci + si + 3) % PALETTE.length]!];
      await tx.insert(designTemplates).values({
        title,
        cate1Id: top.id,
        productId: inCat[si % inCat.length]!.id,
        image: templateImage(`tpl/t${t}.svg`, title, top.cateName, colors, ci + si),
        tags: [...tags, top.cateName],
        uses: r.int(20, 900),
        sort: 100 - si,
        createdAt: SEED_TIME,
      });
    }
  }

  await tx.insert(notices).values(
    NOTICES.map((n) => ({
      title: n.title,
      summary: n.summary,
      markdown: n.body,
      isTop: n.isTop,
      publishedAt: new Date(SEED_TIME.getTime() - n.days * 86400_000),
    })),
  );
  await seedHelp(tx);
}

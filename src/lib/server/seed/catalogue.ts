import type { Tx } from '~/lib/server/db/client.ts';
import { categories, hotKeywords, products, skus, tierPrices } from '~/lib/server/db/schema/index.ts';
import { CATALOGUE, HOT_KEYWORDS } from './catalogue-data.ts';
import { PALETTE, productImage } from './images.ts';
import { KIND_BY_LEAF } from './goods-drawings.ts';
import { rng } from './random.ts';
import { listedPrices } from '~/lib/server/catalogue/import/apply.ts';

const TYPE_CYCLE = [4, 5, 3, 2, 4, 5, 3, 4, 5, 2, 3, 5];
const TYPE_NAMES: Record<number, string> = { 2: '全定制', 3: '常用定制', 4: '标准品', 5: '现货样品' };

export async function seedCatalogue(tx: Tx): Promise<{ productIds: number[] }> {
  const r = rng(20260101);
  const productIds: number[] = [];
  let seq = 0;
  for (const [ti, top] of CATALOGUE.entries()) {
    const [c1] = await tx
      .insert(categories)
      .values({ parentId: 0, cateName: top.name, level: 1, sort: 100 - ti })
      .returning({ id: categories.id });
    const attrNames = Object.keys(top.attrs);
    for (const [si, second] of top.children.entries()) {
      const [c2] = await tx
        .insert(categories)
        .values({ parentId: c1!.id, cateName: second.name, level: 2, sort: 100 - si })
        .returning({ id: categories.id });
      for (const [li, leaf] of second.leaves.entries()) {
        const [c3] = await tx
          .insert(categories)
          .values({ parentId: c2!.id, cateName: leaf.name, level: 3, sort: 100 - li })
          .returning({ id: categories.id });
        for (const [ii, stem] of leaf.items.entries()) {
          seq++;
          const goodsTypeId = TYPE_CYCLE[seq % TYPE_CYCLE.length]!;
          const code = `QL${String(ti + 1).padStart(2, '0')}${String(si + 1)}${String(li + 1)}${String(ii + 1).padStart(3, '0')}`;
          const color = PALETTE[(ti + ii) % PALETTE.length]!;
          // Each picture draws what the leaf category sells (a business card as cards, a mug as a mug).
          const kind = KIND_BY_LEAF[leaf.name] ?? 'sheet';
          const image = productImage(`p/${code}.svg`, stem.length > 9 ? stem.slice(0, 9) : stem, TYPE_NAMES[goodsTypeId]!, color, kind);
          const alt = productImage(`p/${code}-2.svg`, leaf.name, '细节展示', PALETTE[(ti + ii + 3) % PALETTE.length]!, kind);
          const [a1, a2, a3] = attrNames as [string, string, string];
          const fixed = top.attrs[a3]![ii % top.attrs[a3]!.length]!;
          const skuRows: { attrs: Record<string, string>; price: number; otPrice: number; stock: number; sales: number }[] = [];
          for (const [vi, v1] of top.attrs[a1]!.entries()) {
            for (const [wi, v2] of top.attrs[a2]!.slice(0, 2).entries()) {
              const price = Math.round((leaf.base * (1 + vi * 0.15) * (1 + wi * 0.2) * (0.9 + ii * 0.08)) / 10) * 10;
              const stock = goodsTypeId === 5 ? r.int(20, 300) : r.int(leaf.minQty * 20, leaf.minQty * 200);
              skuRows.push({
                attrs: { [a1]: v1, [a2]: v2, [a3]: fixed },
                price,
                otPrice: Math.round((price * 1.25) / 10) * 10,
                stock,
                sales: r.int(0, 800),
              });
            }
          }
          const minPrice = Math.min(...skuRows.map((s) => s.price));
          const first = skuRows.find((s) => s.price === minPrice)!;
          const totalStock = skuRows.reduce((a, s) => a + s.stock, 0);
          const totalSales = skuRows.reduce((a, s) => a + s.sales, 0);
          const storeName = `${stem}${goodsTypeId === 5 ? '（现货）' : ''}`;
          const [p] = await tx
            .insert(products)
            .values({
              code,
              storeName,
              goodsTypeId,
              storeInfo: `${leaf.name}｜${Object.values(first.attrs).join(' · ')}｜支持企业LOGO定制`,
              keywords: [leaf.name, second.name, top.name, ...stem.split(/(?<=[纸盒袋卡册牌杯])/)].join(','),
              cate1Id: c1!.id,
              cate2Id: c2!.id,
              cate3Id: c3!.id,
              image,
              images: [image, alt],
              ...listedPrices(skuRows),
              unitName: leaf.unit,
              minQty: goodsTypeId === 5 ? 1 : leaf.minQty,
              stepQty: goodsTypeId === 5 ? 1 : leaf.stepQty,
              stock: totalStock,
              sales: totalSales,
              sort: r.int(0, 100),
              description: describe(storeName, leaf.name, skuRows, leaf.unit),
              createdAt: new Date(Date.UTC(2026, 0, 1) + seq * 36e5 * 37),
            })
            .returning({ id: products.id });
          productIds.push(p!.id);
          await tx
            .insert(skus)
            .values(skuRows.map((s, k) => ({ ...s, productId: p!.id, skuCode: `${code}-${String(k + 1).padStart(2, '0')}` })));
          if (goodsTypeId === 4 || goodsTypeId === 3) {
            const unit = minPrice;
            await tx.insert(tierPrices).values([
              { productId: p!.id, minQty: leaf.minQty * 5, price: Math.round(unit * 0.95) },
              { productId: p!.id, minQty: leaf.minQty * 20, price: Math.round(unit * 0.88) },
            ]);
          }
        }
      }
    }
  }
  await tx.insert(hotKeywords).values(HOT_KEYWORDS.map((word, i) => ({ word, sort: 100 - i })));
  return { productIds };
}

/** A product's description: its spec table lists what its SKUs offer (not every value of the family's attributes). */
function describe(name: string, leaf: string, skuRows: { attrs: Record<string, string> }[], unit: string): string {
  const offered = new Map<string, Set<string>>();
  for (const s of skuRows) for (const [k, v] of Object.entries(s.attrs)) offered.set(k, (offered.get(k) ?? new Set()).add(v));
  const rows = [...offered].map(([k, v]) => `<tr><th>${k}</th><td>${[...v].join(' / ')}</td></tr>`).join('');
  return (
    `<h3>${name}</h3><p>专为企业采购打造的${leaf}，支持LOGO、文字与版式定制，印前专人审稿，交期稳定。</p>` +
    `<table><tbody>${rows}<tr><th>计量单位</th><td>${unit}</td></tr></tbody></table>` +
    `<ul><li>正规发票，支持对公转账</li><li>印刷质量问题7天无忧售后</li><li>全国物流配送，大货可分批发货</li></ul>`
  );
}

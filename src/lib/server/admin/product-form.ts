// The product form's starting values from a stored product (money back to yuan, specs back to "名称=取值;…").
import { productFacts, productForEdit } from '~/lib/server/catalogue/manage.ts';
import { versionOf } from '~/lib/server/seen-version.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { yuanInput } from '~/lib/shared/yuan.ts';
import { specText } from '~/lib/server/catalogue/import/schema.ts';

export async function productFormValue(db: DB, id: number) {
  const edit = await productForEdit(db, id);
  const { product: p, skus, tiers, category } = edit;
  return {
    code: p.code,
    storeName: p.storeName,
    goodsType: String(p.goodsTypeId),
    category: category.join('/'),
    unitName: p.unitName,
    minQty: String(p.minQty),
    stepQty: String(p.stepQty),
    storeInfo: p.storeInfo,
    keywords: p.keywords,
    description: p.description,
    isShow: p.isShow,
    sort: String(p.sort),
    pictures: [p.image, ...p.images.filter((u) => u !== p.image)],
    skus: skus.map((s) => ({
      skuCode: s.skuCode,
      attrs: specText(s.attrs),
      price: yuanInput(s.price),
      otPrice: s.otPrice ? yuanInput(s.otPrice) : '',
      stock: String(s.stock),
      stockSeen: String(s.stock),
    })),
    tiers: tiers.map((t) => ({ minQty: String(t.minQty), price: yuanInput(t.price) })),
    /** What the form shows, as saveProduct checks it (versionOf of productFacts): a save refuses when it changed since. */
    version: versionOf(productFacts(edit)),
    meta: {
      id: p.id,
      isShow: p.isShow,
      storeName: p.storeName,
      skuRows: skus.map((s) => ({ id: s.id, skuCode: s.skuCode, stock: s.stock, price: s.price })),
    },
  };
}

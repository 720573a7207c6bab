import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { productSaveBody } from '../../../../lib/server/admin/schemas.ts';
import { parseProductForm, productSnapshot, saveProduct } from '../../../../lib/server/catalogue/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Merchandisers: creates or edits a product with its SKUs, tier prices, stock, pictures, goods type and category (the import's rules and writer). */
export const POST = staffHandler('catalogue', async (ctx, me) => {
  const { id, product } = await readJson(ctx.request, productSaveBody);
  const db = await getDb();
  const input = await parseProductForm(db, product);
  const out = await audited(db, me, (tx) => saveProduct(tx, input, id), {
    action: id ? 'product.update' : 'product.create', targetType: 'product', targetId: id ?? '', label: `${input.code} ${input.storeName}`,
    before: async (tx) => (id ? productSnapshot(tx, id) : null), after: (tx, r) => productSnapshot(tx, r.id),
  });
  return ok({ id: out.id }, out.created ? '商品已创建' : '商品已保存');
});

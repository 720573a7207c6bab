import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { parseProductForm, productSnapshot, saveProduct } from '~/lib/server/catalogue/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: creates or edits a product with its SKUs, tier prices, stock, pictures, goods type and category (the import's rules and writer). */
export const POST = serve(
  adminCalls['POST /api/admin/product/save'],
  asStaff('catalogue', async (ctx, me, read) => {
    const { id, product, version } = await read.body();
    const db = await getDb();
    const input = await parseProductForm(db, product);
    const out = await audited(db, me, (tx) => saveProduct(tx, input, id, version), {
      action: id ? 'product.update' : 'product.create',
      targetType: 'product',
      targetId: id ?? '',
      label: `${input.code} ${input.storeName}`,
      before: async (tx) => (id ? productSnapshot(tx, id) : null),
      after: (tx, r) => productSnapshot(tx, r.id),
    });
    return reply({ id: out.id }, out.created ? '商品已创建' : '商品已保存');
  }),
);

import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { productSnapshot, setProductShow } from '~/lib/server/catalogue/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';
import { shelfName } from '~/lib/shared/labels.ts';

/** Merchandisers: puts a product on or off sale (off: gone from lists, search and its page at once). */
export const POST = serve(
  adminCalls['POST /api/admin/product/show'],
  asStaff('catalogue', async (ctx, me, read) => {
    const { id, isShow } = await read.body();
    const r = await audited(await getDb(), me, (tx) => setProductShow(tx, id, isShow), {
      action: 'product.show',
      targetType: 'product',
      targetId: id,
      label: (x) => x.code,
      note: shelfName(isShow),
      before: async (tx) => ({ isShow: (await productSnapshot(tx, id))?.isShow }),
      after: async (_tx, x) => ({ isShow: x.isShow }),
    });
    return reply(r, `已${shelfName(isShow)}`);
  }),
);

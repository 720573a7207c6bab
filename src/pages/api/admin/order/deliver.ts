import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: the carrier delivered (待收货 → 已完成), as `ops order:deliver`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/deliver'],
  asStaff('orders', async (ctx, me, read) => {
    const { id } = await read.body();
    const o = await decide['order.deliver'](await getDb(), me, { id });
    return reply({ id: o.id, state: o.state }, '已确认送达');
  }),
);

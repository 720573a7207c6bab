import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: shipped with carrier and tracking number (待发货 → 待收货), as `ops order:ship`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/ship'],
  asStaff('orders', async (ctx, me, read) => {
    const b = await read.body();
    const o = await decide['order.ship'](await getDb(), me, { id: b.id, carrier: b.carrier, trackingNo: b.trackingNo });
    return reply({ id: o.id, state: o.state }, '已发货');
  }),
);

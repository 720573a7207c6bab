import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { shipOrder } from '~/lib/server/orders/operator.ts';
import { onOrder, staffActor } from '~/lib/server/admin/actions.ts';

/** Operators: shipped with carrier and tracking number (待发货 → 待收货), as `ops order:ship`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/ship'],
  asStaff('orders', async (ctx, me, read) => {
    const b = await read.body();
    const o = await onOrder(await getDb(), me, b.id, 'order.ship', `${b.carrier} ${b.trackingNo}`, (tx, order) =>
      shipOrder(tx, order, b.carrier, b.trackingNo, staffActor(me)),
    );
    return reply({ id: o.id, state: o.state }, '已发货');
  }),
);

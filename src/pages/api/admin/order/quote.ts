import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { quoteOrder } from '~/lib/server/orders/operator.ts';
import { onOrder, staffActor } from '~/lib/server/admin/actions.ts';

/** Operators: prices the custom lines, freight and delivery date (待报价 → 待确认报价), as `ops order:quote`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/quote'],
  asStaff('orders', async (ctx, me, read) => {
    const q = await read.body();
    const lineUnits = Object.fromEntries(Object.entries(q.lines).map(([k, v]) => [Number(k), v]));
    const o = await onOrder(await getDb(), me, q.id, 'order.quote', q.note, (tx, order) =>
      quoteOrder(tx, order, { lineUnits, freight: q.freight, deliveryDate: q.deliveryDate, note: q.note }, staffActor(me)),
    );
    return reply({ id: o.id, state: o.state, payable: o.payable }, '已报价');
  }),
);

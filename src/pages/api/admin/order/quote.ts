import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: prices the custom lines, freight and delivery date (待报价 → 待确认报价), as `ops order:quote`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/quote'],
  asStaff('orders', async (ctx, me, read) => {
    const q = await read.body();
    const lineUnits = Object.fromEntries(Object.entries(q.lines).map(([k, v]) => [Number(k), v]));
    const o = await decide['order.quote'](await getDb(), me, {
      id: q.id,
      lineUnits,
      freight: q.freight,
      deliveryDate: q.deliveryDate,
      note: q.note,
    });
    return reply({ id: o.id, state: o.state, payable: o.payable }, '已报价');
  }),
);

import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: 退款, through the after-sales state machine, as `ops aftersale:refund`. */
export const POST = serve(
  adminCalls['POST /api/admin/aftersale/refund'],
  asStaff('aftersales', async (ctx, me, read) => {
    const { id, note } = await read.body();
    const r = await decide['aftersale.refund'](await getDb(), me, { id, note });
    return reply({ id: r.id, state: r.state }, '已退款');
  }),
);

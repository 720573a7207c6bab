import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: 驳回售后, through the after-sales state machine, as `ops aftersale:reject`. */
export const POST = serve(
  adminCalls['POST /api/admin/aftersale/reject'],
  asStaff('aftersales', async (ctx, me, read) => {
    const { id, reason } = await read.body();
    const r = await decide['aftersale.reject'](await getDb(), me, { id, reason });
    return reply({ id: r.id, state: r.state }, '已驳回');
  }),
);

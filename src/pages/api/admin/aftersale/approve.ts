import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: 同意售后, through the after-sales state machine, as `ops aftersale:approve`. */
export const POST = serve(
  adminCalls['POST /api/admin/aftersale/approve'],
  asStaff('aftersales', async (ctx, me, read) => {
    const { id, note } = await read.body();
    const r = await decide['aftersale.approve'](await getDb(), me, { id, note });
    return reply({ id: r.id, state: r.state }, '已同意');
  }),
);

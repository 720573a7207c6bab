import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: a group-buy seat after-sales does not hold, paid back by hand, is closed with a note, as `ops group:refunded`. */
export const POST = serve(
  adminCalls['POST /api/admin/group/refunded'],
  asStaff('payments', async (ctx, me, read) => {
    const { id, note } = await read.body();
    const seat = await decide['group.refunded'](await getDb(), me, { id, note });
    return reply(seat, '已记录退款完成');
  }),
);

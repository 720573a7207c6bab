import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { rejectAs } from '~/lib/server/aftersales/actions.ts';
import { onAftersale, staffAsActor } from '~/lib/server/admin/actions.ts';

/** Operators: 驳回售后, through the after-sales state machine, as `ops aftersale:reject`. */
export const POST = serve(
  adminCalls['POST /api/admin/aftersale/reject'],
  asStaff('aftersales', async (ctx, me, read) => {
    const { id, reason } = await read.body();
    const r = await onAftersale(await getDb(), me, id, 'aftersale.reject', reason, (tx, row) =>
      rejectAs(tx, row, reason, staffAsActor(me)),
    );
    return reply({ id: r.id, state: r.state }, '已驳回');
  }),
);

import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: rejects an invoice request with a reason (its orders may be requested again), as `ops invoice:reject`. */
export const POST = serve(
  adminCalls['POST /api/admin/invoice/reject'],
  asStaff('invoices', async (ctx, me, read) => {
    const { id, reason } = await read.body();
    const inv = await decide['invoice.reject'](await getDb(), me, { id, reason });
    return reply({ id: inv.id, state: inv.state }, '已驳回');
  }),
);

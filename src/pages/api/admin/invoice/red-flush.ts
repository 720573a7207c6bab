import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Staff who issue invoices record a 红冲 done on one refunded after issue (note, red invoice number), as `ops invoice:red-flush`. */
export const POST = serve(
  adminCalls['POST /api/admin/invoice/red-flush'],
  asStaff('invoices', async (_ctx, me, read) => {
    const { id, note, redNo, version } = await read.body();
    const inv = await decide['invoice.red_flush'](await getDb(), me, { id, note, redNo, seen: version });
    return reply({ id: inv.id, state: inv.state }, '已记录红冲');
  }),
);

import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { recordRedFlush } from '~/lib/server/invoices/red-flush.ts';
import { onInvoice, staffActor } from '~/lib/server/admin/actions.ts';

/** Staff who issue invoices record a 红冲 done on one refunded after issue (note, red invoice number), as `ops invoice:red-flush`. */
export const POST = serve(
  adminCalls['POST /api/admin/invoice/red-flush'],
  asStaff('invoices', async (_ctx, me, read) => {
    const { id, note, redNo, version } = await read.body();
    const inv = await onInvoice(await getDb(), me, id, 'invoice.red_flush', note, (tx, row) =>
      recordRedFlush(tx, row, { note, redNo, seen: version }, staffActor(me)),
    );
    return reply({ id: inv.id, state: inv.state }, '已记录红冲');
  }),
);

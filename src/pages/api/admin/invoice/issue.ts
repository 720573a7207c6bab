import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: issues an invoice by uploading its PDF (`?id=`, multipart `file`); the buyer downloads it. As `ops invoice:issue`. */
export const POST = serve(
  adminCalls['POST /api/admin/invoice/issue'],
  asStaff('invoices', async (ctx, me, read) => {
    const { id } = read.query();
    const done = await decide['invoice.issue'](await getDb(), me, { id, pdf: { request: ctx.request } });
    return reply({ id: done.id, state: done.state }, '已开票');
  }),
);

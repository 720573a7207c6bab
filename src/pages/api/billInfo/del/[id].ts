import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { assertCan } from '~/lib/server/context.ts';
import { requireBearer } from '~/lib/server/account/guard.ts';
import { deleteInvoiceTitle } from '~/lib/server/account/invoice-titles.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** The spec makes this delete a GET: it acts only with the bearer header, never with the cookie alone. */
export const GET = serve(accountCalls['GET /api/billInfo/del/[id]'], async (ctx, read) => {
  const me = requireBearer(ctx);
  assertCan(me, 'invoice');
  const { id } = read.params();
  return reply(await deleteInvoiceTitle(await getDb(), me, id), '删除成功');
});

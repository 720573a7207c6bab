import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { setDefaultInvoiceTitle } from '~/lib/server/account/invoice-titles.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/billInfo/default/set'], async (ctx, read) => {
  const me = requirePermission(ctx, 'invoice');
  const { id } = await read.body();
  return reply(await setDefaultInvoiceTitle(await getDb(), me, id), '设置成功');
});

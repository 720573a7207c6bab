import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { saveInvoiceTitle } from '~/lib/server/account/invoice-titles.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/billInfo/add'], async (ctx, read) => {
  const me = requirePermission(ctx, 'invoice');
  return reply(await saveInvoiceTitle(await getDb(), me, await read.body()), '添加成功');
});

import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { cancelAs } from '~/lib/server/aftersales/actions.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

export const POST = serve(aftersalesCalls['POST /api/afterSales/cancel'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = await read.body();
  return reply(await cancelAs(await getDb(), me, id), '售后申请已撤销');
});

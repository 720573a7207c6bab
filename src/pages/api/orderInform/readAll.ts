import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { markRead } from '~/lib/server/notices/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** Marks all my notices as read. */
export const POST = serve(aftersalesCalls['POST /api/orderInform/readAll'], async (ctx, read) => {
  const me = requireUser(ctx);
  await read.body();
  return reply(await markRead(await getDb(), me, null), '全部标为已读');
});

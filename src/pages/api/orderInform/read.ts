import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { markRead } from '~/lib/server/notices/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** {ids}: marks these notices of mine as read; answers the unread count left. */
export const POST = serve(aftersalesCalls['POST /api/orderInform/read'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { ids } = await read.body();
  return reply(await markRead(await getDb(), me, ids), '已标为已读');
});

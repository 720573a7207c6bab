import { z } from 'zod';
import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { markRead } from '../../../lib/server/notices/read.ts';
import { zId } from '../../../lib/server/orders/schemas.ts';

const schema = z.strictObject({ ids: z.array(zId('通知'), { error: '请选择通知' }).min(1, '请选择通知').max(100, '一次最多100条') });

/** {ids}: marks these notices of mine as read; answers the unread count left. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { ids } = await readJson(ctx.request, schema);
  return ok(await markRead(await getDb(), me, ids), '已标为已读');
});

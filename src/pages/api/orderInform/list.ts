import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listNotices } from '~/lib/server/notices/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** ?page=&limit=&unread=1 : my order notices, newest first, with the unread count. */
export const GET = serve(aftersalesCalls['GET /api/orderInform/list'], async (ctx, read) => {
  const me = requireUser(ctx);
  const q = read.query();
  return listNotices(await getDb(), me, { page: q.page, limit: q.limit, unread: q.unread === '1' });
});

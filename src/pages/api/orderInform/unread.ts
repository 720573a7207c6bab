import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { unreadNoticeCount } from '~/lib/server/notices/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** {count}: unread order notices, for the personal-centre menu badge. */
export const GET = serve(aftersalesCalls['GET /api/orderInform/unread'], async (ctx) => {
  const me = requireUser(ctx);
  return { count: await unreadNoticeCount(await getDb(), me) };
});

import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { unreadNoticeCount } from '../../../lib/server/notices/read.ts';

/** {count}: unread order notices, for the personal-centre menu badge. */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return { count: await unreadNoticeCount(await getDb(), me) };
});

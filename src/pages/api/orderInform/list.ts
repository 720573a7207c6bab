import { z } from 'zod';
import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listNotices } from '../../../lib/server/notices/read.ts';

const schema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().refine((n) => [5, 10, 20, 50].includes(n), '每页条数只能是5、10、20或50').default(10),
  unread: z.enum(['0', '1'], { error: '未读筛选不正确' }).optional(),
});

/** ?page=&limit=&unread=1 : my order notices, newest first, with the unread count. */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const q = readQuery(ctx.url, schema);
  return listNotices(await getDb(), me, { page: q.page, limit: q.limit, unread: q.unread === '1' });
});

import { z } from 'zod';
import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { markRead } from '../../../lib/server/notices/read.ts';

/** Marks all my notices as read. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  await readJson(ctx.request, z.strictObject({}));
  return ok(await markRead(await getDb(), me, null), '全部标为已读');
});

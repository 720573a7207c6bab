import { z } from 'zod';
import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { myEvaluations } from '../../../lib/server/evaluations/read.ts';

/** ?page= : my evaluations (of the orders I see) and received orders still waiting for one. */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { page } = readQuery(ctx.url, z.strictObject({ page: z.coerce.number().int().min(1).max(1000).default(1) }));
  return myEvaluations(await getDb(), me, page);
});

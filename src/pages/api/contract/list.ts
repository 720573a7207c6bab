import { z } from 'zod';
import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listContracts } from '../../../lib/server/contracts/read.ts';

const schema = z.strictObject({
  keyword: z.string().trim().max(50, '搜索内容不能超过50字').optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().refine((n) => [5, 10, 20, 50].includes(n), '每页条数只能是5、10、20或50').default(10),
});

/** ?keyword=(contract or order number)&page=&limit= */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return listContracts(await getDb(), me, readQuery(ctx.url, schema));
});

import { z } from 'zod';
import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listInvoices } from '../../../lib/server/invoices/read.ts';

const schema = z.strictObject({
  state: z.enum(['requested', 'issued', 'rejected'], { error: '状态筛选不正确' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().refine((n) => [5, 10, 20, 50].includes(n), '每页条数只能是5、10、20或50').default(10),
});

/** ?state=requested|issued|rejected&page=&limit= : the company's invoice requests. */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return listInvoices(await getDb(), me, readQuery(ctx.url, schema));
});

import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listOrders } from '../../../lib/server/orders/read.ts';
import { listQuerySchema } from '../../../lib/server/orders/schemas.ts';

/** ?tab=all|quote|unpaid|unshipped|shipped|completed|aftersale|cancelled&keyword=&page=&limit= */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return listOrders(await getDb(), me, readQuery(ctx.url, listQuerySchema));
});

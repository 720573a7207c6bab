import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listAs } from '../../../lib/server/aftersales/read.ts';
import { listSchema } from '../../../lib/server/aftersales/schemas.ts';

/** ?state=all|open|done&orderId=&page=&limit= */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return listAs(await getDb(), me, readQuery(ctx.url, listSchema));
});

import { handler, parseWith } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireUser } from '../../../../lib/server/context.ts';
import { orderDetail } from '../../../../lib/server/orders/read.ts';
import { idSchema } from '../../../../lib/server/orders/schemas.ts';

export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { id } = parseWith(idSchema, { id: ctx.params.id });
  return orderDetail(await getDb(), me, id);
});

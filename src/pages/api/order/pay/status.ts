import { handler, readQuery } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireUser } from '../../../../lib/server/context.ts';
import { paymentStatus } from '../../../../lib/server/payments/online.ts';
import { idSchema } from '../../../../lib/server/orders/schemas.ts';

export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return paymentStatus(await getDb(), me, readQuery(ctx.url, idSchema).id);
});

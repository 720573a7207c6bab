import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { claimForm } from '../../../lib/server/aftersales/read.ts';
import { z } from 'zod';
import { zId } from '../../../lib/server/orders/schemas.ts';

/** ?orderId= : the order's lines with the quantity and amount still open to after-sales. */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { orderId } = readQuery(ctx.url, z.strictObject({ orderId: zId('订单') }));
  return claimForm(await getDb(), me, orderId);
});

import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { shipBackAs } from '~/lib/server/aftersales/actions.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** {id, carrier, trackingNo}: the buyer has sent the goods back. */
export const POST = serve(aftersalesCalls['POST /api/afterSales/shipBack'], async (ctx, read) => {
  const me = requireUser(ctx);
  return reply(await shipBackAs(await getDb(), me, await read.body()), '退货物流已提交');
});

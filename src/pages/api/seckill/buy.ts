import { serve, reply } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { buySeckill } from '../../../lib/server/activities/seckill.ts';
import { activityCalls } from '../../../lib/shared/contracts/activities.ts';

/** Takes the units (per-account limit and stock, atomically) and records a reservation to settle within 30 minutes. */
export const POST = serve(activityCalls['POST /api/seckill/buy'], async (ctx, read) => {
  const me = requirePermission(ctx, 'buy');
  return reply(await buySeckill(await getDb(), me, await read.body()), '抢购成功，请在30分钟内完成下单');
});

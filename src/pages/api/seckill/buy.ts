import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { seckillBuyBody } from '../../../lib/shared/activities.ts';
import { buySeckill } from '../../../lib/server/activities/seckill.ts';

/** Takes the units (per-account limit and stock, atomically) and records a reservation to settle within 30 minutes. */
export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  const input = await readJson(ctx.request, seckillBuyBody);
  return ok(await buySeckill(await getDb(), me, input), '抢购成功，请在30分钟内完成下单');
});

import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { buySeckill, SECKILL_HOLD_MINUTES } from '~/lib/server/activities/seckill.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

/**
 * Takes the units (per-account limit and stock, atomically) and records a reservation to settle within the hold.
 * Buying again while one is held answers that same reservation (existing: true), never a second one.
 */
export const POST = serve(activityCalls['POST /api/seckill/buy'], async (ctx, read) => {
  const me = requirePermission(ctx, 'buy');
  const r = await buySeckill(await getDb(), me, await read.body());
  const msg = !r.existing
    ? `抢购成功，请在${SECKILL_HOLD_MINUTES}分钟内完成下单`
    : r.status === 'ordered'
      ? '该秒杀已下单，请尽快完成付款'
      : '您已抢到该商品，请在保留时间内完成下单';
  return reply(r, msg);
});

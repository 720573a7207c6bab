import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { startGroup } from '~/lib/server/activities/groups.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

export const POST = serve(activityCalls['POST /api/combination/start'], async (ctx, read) => {
  const me = requirePermission(ctx, 'buy');
  const { id } = await read.body();
  const seat = await startGroup(await getDb(), me, id);
  return reply(seat, seat.existing ? '您已参加该商品的拼团，请尽快完成支付' : '开团成功，请尽快完成支付');
});

import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { joinGroup } from '~/lib/server/activities/groups.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

export const POST = serve(activityCalls['POST /api/combination/join'], async (ctx, read) => {
  const me = requirePermission(ctx, 'buy');
  const { teamId } = await read.body();
  const seat = await joinGroup(await getDb(), me, teamId);
  return reply(seat, seat.existing ? '您已参加该拼团，请尽快完成支付' : '参团成功，请尽快完成支付');
});

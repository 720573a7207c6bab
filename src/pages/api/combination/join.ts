import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { groupJoinBody } from '../../../lib/shared/activities.ts';
import { joinGroup } from '../../../lib/server/activities/groups.ts';

export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  const { teamId } = await readJson(ctx.request, groupJoinBody);
  const seat = await joinGroup(await getDb(), me, teamId);
  return ok(seat, seat.existing ? '您已参加该拼团，请尽快完成支付' : '参团成功，请尽快完成支付');
});

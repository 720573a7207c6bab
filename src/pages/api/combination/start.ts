import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { groupStartBody } from '../../../lib/shared/activities.ts';
import { startGroup } from '../../../lib/server/activities/groups.ts';

export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  const { id } = await readJson(ctx.request, groupStartBody);
  const seat = await startGroup(await getDb(), me, id);
  return ok(seat, seat.existing ? '您已参加该商品的拼团，请尽快完成支付' : '开团成功，请尽快完成支付');
});

import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { reasonBody } from '../../../../lib/server/admin/schemas.ts';
import { rejectAs } from '../../../../lib/server/aftersales/actions.ts';
import { onAftersale, staffAsActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: 驳回售后, through the after-sales state machine, as `ops aftersale:reject`. */
export const POST = staffHandler('aftersales', async (ctx, me) => {
  const { id, reason } = await readJson(ctx.request, reasonBody);
  const r = await onAftersale(await getDb(), me, id, 'aftersale.reject', reason, (tx, row) => rejectAs(tx, row, reason, staffAsActor(me)));
  return ok({ id: r.id, state: r.state }, '已驳回');
});

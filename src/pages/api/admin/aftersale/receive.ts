import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { noteBody } from '../../../../lib/server/admin/schemas.ts';
import { receiveAs } from '../../../../lib/server/aftersales/actions.ts';
import { onAftersale, staffAsActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: 确认收到退货, through the after-sales state machine, as `ops aftersale:receive`. */
export const POST = staffHandler('aftersales', async (ctx, me) => {
  const { id, note } = await readJson(ctx.request, noteBody);
  const r = await onAftersale(await getDb(), me, id, 'aftersale.receive', note, (tx, row) => receiveAs(tx, row, note, staffAsActor(me)));
  return ok({ id: r.id, state: r.state }, '已确认收到退货');
});

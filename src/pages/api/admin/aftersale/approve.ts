import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { noteBody } from '../../../../lib/server/admin/schemas.ts';
import { approveAs } from '../../../../lib/server/aftersales/actions.ts';
import { onAftersale, staffAsActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: 同意售后, through the after-sales state machine, as `ops aftersale:approve`. */
export const POST = staffHandler('aftersales', async (ctx, me) => {
  const { id, note } = await readJson(ctx.request, noteBody);
  const r = await onAftersale(await getDb(), me, id, 'aftersale.approve', note, (tx, row) => approveAs(tx, row, note, staffAsActor(me)));
  return ok({ id: r.id, state: r.state }, '已同意');
});

import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { noteBody } from '../../../../lib/server/admin/schemas.ts';
import { refundAs } from '../../../../lib/server/aftersales/actions.ts';
import { onAftersale, staffAsActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: 退款, through the after-sales state machine, as `ops aftersale:refund`. */
export const POST = staffHandler('aftersales', async (ctx, me) => {
  const { id, note } = await readJson(ctx.request, noteBody);
  const r = await onAftersale(await getDb(), me, id, 'aftersale.refund', note, (tx, row) => refundAs(tx, row, note, staffAsActor(me)));
  return ok({ id: r.id, state: r.state }, '已退款');
});

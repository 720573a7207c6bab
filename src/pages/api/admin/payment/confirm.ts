import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { noteBody } from '../../../../lib/server/admin/schemas.ts';
import { confirmBankPayment } from '../../../../lib/server/payments/bank.ts';
import { onOrder, staffActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: the bank transfer arrived (待确认收款 → 待发货), as `ops payment:confirm`. */
export const POST = staffHandler('payments', async (ctx, me) => {
  const { id, note } = await readJson(ctx.request, noteBody);
  const o = await onOrder(await getDb(), me, id, 'payment.confirm', note, (tx, order) => confirmBankPayment(tx, order, staffActor(me), note));
  return ok({ id: o.id, state: o.state }, '已确认收款');
});

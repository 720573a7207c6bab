import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { reasonBody } from '../../../../lib/server/admin/schemas.ts';
import { rejectBankPayment } from '../../../../lib/server/payments/bank.ts';
import { onOrder, staffActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: the receipt is refused with a reason (→ 待付款, the buyer sees it), as `ops payment:reject`. */
export const POST = staffHandler('payments', async (ctx, me) => {
  const { id, reason } = await readJson(ctx.request, reasonBody);
  const o = await onOrder(await getDb(), me, id, 'payment.reject', reason, (tx, order) => rejectBankPayment(tx, order, reason, staffActor(me)));
  return ok({ id: o.id, state: o.state }, '已驳回付款凭证');
});

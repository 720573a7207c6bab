import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { resolvePaymentException } from '~/lib/server/payments/exceptions.ts';
import { onPayment, staffActor } from '~/lib/server/admin/actions.ts';

/** Operators: an exception payment handled outside the system is closed out with a note, as `ops payment:resolve`. */
export const POST = serve(
  adminCalls['POST /api/admin/payment/resolve'],
  asStaff('payments', async (ctx, me, read) => {
    const { id, note } = await read.body();
    const p = await onPayment(await getDb(), me, id, 'payment.resolve', note, (tx, pay) =>
      resolvePaymentException(tx, pay, note, staffActor(me)),
    );
    return reply({ id: p.id, state: p.state }, '异常付款已处理');
  }),
);

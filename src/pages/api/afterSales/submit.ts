import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { submitAftersale } from '~/lib/server/aftersales/submit.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** {orderId, orderLineId, type: 1 仅退款 | 2 退货退款, reason, description, imageIds (≤9), num, refundAmount (fen)} */
export const POST = serve(aftersalesCalls['POST /api/afterSales/submit'], async (ctx, read) => {
  const me = requireUser(ctx);
  return reply(await submitAftersale(await getDb(), me, await read.body()), '售后申请已提交，请等待平台审核');
});

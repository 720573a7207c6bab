import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { submitAftersale } from '../../../lib/server/aftersales/submit.ts';
import { submitSchema } from '../../../lib/server/aftersales/schemas.ts';

/** {orderId, orderLineId, type: 1 仅退款 | 2 退货退款, reason, description, imageIds (≤9), num, refundAmount (fen)} */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, submitSchema);
  return ok(await submitAftersale(await getDb(), me, input), '售后申请已提交，请等待平台审核');
});

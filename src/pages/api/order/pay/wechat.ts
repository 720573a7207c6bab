import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { startWechatPay } from '~/lib/server/payments/online.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** Creates the WeChat Pay Native payment and answers its QR code (SVG). */
export const POST = serve(orderCalls['POST /api/order/pay/wechat'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = await read.body();
  return startWechatPay(await getDb(), me, id);
});

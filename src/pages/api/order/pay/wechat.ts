import { handler, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireUser } from '../../../../lib/server/context.ts';
import { startWechatPay } from '../../../../lib/server/payments/online.ts';
import { idSchema } from '../../../../lib/server/orders/schemas.ts';

/** Creates the WeChat Pay Native payment and answers its QR code (SVG). */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { id } = await readJson(ctx.request, idSchema);
  return startWechatPay(await getDb(), me, id);
});

import { serve } from '../../../../lib/server/serve.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { handleWechatNotify } from '../../../../lib/server/payments/online.ts';
import { orderCalls } from '../../../../lib/shared/contracts/orders.ts';

const MAX_BODY = 64 * 1024;

/** WeChat Pay's payment notification (API v3): signed, resource encrypted; answered in WeChat's own format. */
export const POST = serve(orderCalls['POST /api/pay/wechat/notify'], async ({ request }) => {
  if (Number(request.headers.get('content-length') || 0) > MAX_BODY) return Response.json({ code: 'FAIL', message: 'too large' }, { status: 413 });
  const body = await request.text();
  if (body.length > MAX_BODY) return Response.json({ code: 'FAIL', message: 'too large' }, { status: 413 });
  return handleWechatNotify(await getDb(), request.headers, body);
});

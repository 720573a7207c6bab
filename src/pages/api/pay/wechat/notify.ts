import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { TooLargeError, readBody } from '~/lib/server/http.ts';
import { handleWechatNotify } from '~/lib/server/payments/online.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

const MAX_BODY = 64 * 1024;

/** WeChat Pay's payment notification (API v3): signed, resource encrypted; answered in WeChat's own format. */
export const POST = serve(orderCalls['POST /api/pay/wechat/notify'], async ({ request }) => {
  let body: string;
  try {
    body = (await readBody(request, MAX_BODY)).toString('utf8');
  } catch (e) {
    if (e instanceof TooLargeError) return Response.json({ code: 'FAIL', message: 'too large' }, { status: 413 });
    throw e;
  }
  return handleWechatNotify(await getDb(), request.headers, body);
});

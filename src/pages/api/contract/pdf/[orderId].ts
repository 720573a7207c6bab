import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { contractOfOrder } from '~/lib/server/contracts/read.ts';
import { renderContractPdf } from '~/lib/server/contracts/pdf.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** The purchase contract of an order as a PDF download (the page link sends the login cookie). */
export const GET = serve(orderCalls['GET /api/contract/pdf/[orderId]'], async (ctx, read) => {
  const me = requireUser(ctx);
  const c = await contractOfOrder(await getDb(), me, read.params().orderId);
  const pdf = await renderContractPdf(c);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'content-disposition': `attachment; filename="${c.contractNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`采购合同-${c.contractNo}.pdf`)}`,
      'cache-control': 'private, no-store',
    },
  });
});

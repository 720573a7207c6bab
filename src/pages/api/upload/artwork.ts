import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { RULES, receiveUpload } from '~/lib/server/uploads.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** Artwork for a custom product's requirement form: PDF, AI, PSD, TIFF, JPG, PNG, ZIP up to 50 MB, stored privately. */
export const POST = serve(orderCalls['POST /api/upload/artwork'], async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  return receiveUpload(await getDb(), ctx.request, me, RULES.artwork);
});

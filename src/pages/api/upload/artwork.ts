import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { RULES, receiveUpload } from '../../../lib/server/uploads.ts';

/** Artwork for a custom product's requirement form: PDF, AI, PSD, TIFF, JPG, PNG, ZIP up to 50 MB, stored privately. */
export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  return receiveUpload(await getDb(), ctx.request, me, RULES.artwork);
});

import { ok } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { RULES, receiveUpload } from '../../../../lib/server/uploads.ts';

/** Merchandisers and editors: a picture for the storefront (products, scenes, banners), checked by content and re-encoded, public once stored. */
export const POST = staffHandler('images', async (ctx) => {
  const f = await receiveUpload(await getDb(), ctx.request, null, RULES.picture);
  return ok({ id: f.id, url: f.url, name: f.name }, '上传成功');
});

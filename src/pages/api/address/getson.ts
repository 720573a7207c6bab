import { handler, readJson } from '../../../lib/server/http.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { regionChildren } from '../../../lib/server/account/regions.ts';
import { regionParentSchema } from '../../../lib/shared/address.ts';

/** Children of one region (body pid: '' or 0 for the provinces, a province code for its cities, a city code for its districts). */
export const POST = handler(async (ctx) => {
  requireUser(ctx);
  const { pid } = await readJson(ctx.request, regionParentSchema);
  return regionChildren(pid);
});

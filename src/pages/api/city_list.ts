import { handler, ok } from '../../lib/server/http.ts';
import { requireUser } from '../../lib/server/context.ts';
import { regionTree } from '../../lib/server/account/regions.ts';

/** The whole province → city → district tree; it changes only with a new release, so browsers may keep it a day. */
export const GET = handler(async (ctx) => {
  requireUser(ctx);
  return ok(regionTree(), 'success', { 'cache-control': 'private, max-age=86400' });
});

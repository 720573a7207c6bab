import { handler } from '../../../../lib/server/http.ts';
import { requireMain } from '../../../../lib/server/context.ts';
import { identityList } from '../../../../lib/server/auth/sub-accounts.ts';

export const GET = handler(async (ctx) => {
  requireMain(ctx);
  return identityList();
});

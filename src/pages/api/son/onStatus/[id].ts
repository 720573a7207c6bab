import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireMain } from '~/lib/server/context.ts';
import { setSubAccountStatus } from '~/lib/server/auth/sub-accounts.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';
import { ACCOUNT_STATUS_NAMES, labelOf } from '~/lib/shared/labels.ts';

/** Body {status: 0|1}, or empty to toggle. Disabling logs the sub-account out everywhere. */
export const POST = serve(accountCalls['POST /api/son/onStatus/[id]'], async (ctx, read) => {
  const me = requireMain(ctx);
  const { id } = read.params();
  const { status } = await read.body();
  const sub = await setSubAccountStatus(await getDb(), me, id, status);
  return reply(sub, labelOf(ACCOUNT_STATUS_NAMES, sub.status));
});

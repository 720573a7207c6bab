import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { recordPageView } from '~/lib/server/storefront/analytics.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';
import { clientAddressOf } from '~/lib/server/context.ts';

/** The analytics sink: one page view per navigation (ANALYTICS = db | off | beacon URL), PV_IP_HOURLY_MAX per client address an hour. */
export const POST = serve(storeCalls['POST /api/pv'], async (ctx, read) =>
  recordPageView(await getDb(), ctx.locals.user?.id ?? null, await read.body(), clientAddressOf(ctx)),
);

import { handler, readJson } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { pageViewSchema, recordPageView } from '../../lib/server/storefront/analytics.ts';

/** The analytics sink: one page view per navigation (ANALYTICS = db | off | beacon URL). */
export const POST = handler(async (ctx) => recordPageView(await getDb(), ctx.locals.user?.id ?? null, await readJson(ctx.request, pageViewSchema)));

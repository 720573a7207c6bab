import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { homeData } from '~/lib/server/catalogue/home.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';

/** Home data (SPEC §3): qiliSlideshows, seasonHot, scenesList.data, likeInfo, hotKey, plus the category floors. */
export const GET = serve(storeCalls['GET /api/pc/index'], async (ctx) => homeData(await getDb(), ctx.locals.user?.id));

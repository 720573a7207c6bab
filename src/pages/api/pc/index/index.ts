import { handler } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { homeData } from '../../../../lib/server/catalogue/home.ts';

/** Home data (SPEC §3): qiliSlideshows, seasonHot, scenesList.data, likeInfo, hotKey, plus the category floors. */
export const GET = handler(async (ctx) => homeData(await getDb(), ctx.locals.user?.id));

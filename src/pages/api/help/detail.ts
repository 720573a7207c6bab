import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { helpTypeQuery } from '../../../lib/shared/help.ts';
import { helpPage } from '../../../lib/server/content/help.ts';

/** A published help page as sanitised HTML (type = fuWu, YinSi, 11, 10 or an article slug). */
export const GET = handler(async (ctx) => helpPage(await getDb(), readQuery(ctx.url, helpTypeQuery).type));

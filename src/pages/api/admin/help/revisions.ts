import { readQuery } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { helpTypeQuery } from '../../../../lib/shared/help.ts';
import { helpRevisionsOf } from '../../../../lib/server/content/help.ts';

/** Editors: a page's saved versions, newest first. */
export const GET = staffHandler('content', async (ctx) => helpRevisionsOf(await getDb(), readQuery(ctx.url, helpTypeQuery).type));

import { readQuery } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { helpTypeQuery } from '../../../../lib/shared/help.ts';
import { helpSource } from '../../../../lib/server/content/help.ts';

/** Editors: the Markdown source of a page and the revision it is at. */
export const GET = staffHandler('content', async (ctx) => helpSource(await getDb(), readQuery(ctx.url, helpTypeQuery).type));

import { readQuery } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { helpRevisionQuery } from '../../../../lib/shared/help.ts';
import { helpRevision } from '../../../../lib/server/content/help.ts';

/** Editors: one earlier version (Markdown and rendered HTML). */
export const GET = staffHandler('content', async (ctx) => helpRevision(await getDb(), readQuery(ctx.url, helpRevisionQuery).id));

import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { helpPage } from '~/lib/server/content/help.ts';
import { helpCalls } from '~/lib/shared/contracts/help.ts';

/** A published help page as sanitised HTML (type = fuWu, YinSi, 11, 10 or an article slug). */
export const GET = serve(helpCalls['GET /api/help/detail'], async (_ctx, read) => helpPage(await getDb(), read.query().type));

import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { helpIndex } from '../../../lib/server/content/help.ts';

/** Help categories and their pages. */
export const GET = handler(async () => helpIndex(await getDb()));

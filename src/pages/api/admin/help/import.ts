import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Editors: publishes the repository's file of a page again (src/content/help/<slug>.md), as `ops help:import`. */
export const POST = serve(
  adminCalls['POST /api/admin/help/import'],
  asStaff('content', async (ctx, me, read) => {
    const { type } = await read.body();
    const out = await decide['help.import'](await getDb(), me, { slug: type });
    return reply(out, '已从仓库文件发布');
  }),
);

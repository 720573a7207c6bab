import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { renderMarkdown } from '~/lib/server/content/markdown.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { siteSettings } from '~/lib/server/storefront/site.ts';

/** Editors: renders Markdown exactly as the published page will (same sanitiser). Changes nothing. */
export const POST = serve(
  adminCalls['POST /api/admin/help/preview'],
  asStaff(
    'content',
    async (_ctx, _me, read) => {
      const { markdown } = await read.body();
      return { html: renderMarkdown(markdown, (await siteSettings(await getDb())).site) };
    },
    false,
  ),
);

import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { renderMarkdown } from '~/lib/server/content/markdown.ts';

/** Editors: renders Markdown exactly as the published page will (same sanitiser). Changes nothing. */
export const POST = serve(
  adminCalls['POST /api/admin/help/preview'],
  asStaff(
    'content',
    async (_ctx, _me, read) => {
      const { markdown } = await read.body();
      return { html: renderMarkdown(markdown) };
    },
    false,
  ),
);

import { serve } from '../../../lib/server/serve.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { renderMarkdown } from '../../../lib/server/content/markdown.ts';
import { helpCalls } from '../../../lib/shared/contracts/help.ts';

/** Editors only: renders Markdown exactly as the published page will (same sanitiser). */
export const POST = serve(helpCalls['POST /api/help/preview'], async (ctx, read) => {
  requireRole(ctx, 'editor');
  const { markdown } = await read.body();
  return { html: renderMarkdown(markdown) };
});

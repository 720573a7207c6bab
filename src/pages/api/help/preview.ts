import { handler, readJson } from '../../../lib/server/http.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpPreviewBody } from '../../../lib/shared/help.ts';
import { renderMarkdown } from '../../../lib/server/content/markdown.ts';

/** Editors only: renders Markdown exactly as the published page will (same sanitiser). */
export const POST = handler(async (ctx) => {
  requireRole(ctx, 'editor');
  const { markdown } = await readJson(ctx.request, helpPreviewBody);
  return { html: renderMarkdown(markdown) };
});

import { readJson } from '../../../../lib/server/http.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { helpPreviewBody } from '../../../../lib/shared/help.ts';
import { renderMarkdown } from '../../../../lib/server/content/markdown.ts';

/** Editors: renders Markdown exactly as the published page will (same sanitiser). Changes nothing. */
export const POST = staffHandler('content', async (ctx) => {
  const { markdown } = await readJson(ctx.request, helpPreviewBody);
  return { html: renderMarkdown(markdown) };
});

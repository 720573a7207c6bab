// Step "cache": visitors' public pages from the short-lived page cache (never for a signed-in user). The cache
// itself, its key and the front door's fast path live in page-cache.ts; this step only asks it.
import type { MiddlewareHandler } from 'astro';
import { cachedPage, pageResponse, renderOnce, visitorPageKey } from '~/lib/server/page-cache.ts';
import { pickEncoding } from '~/lib/server/compression.ts';
import { securityHeaders } from './headers.ts';
import { requestFacts } from './request.ts';

export const cache: MiddlewareHandler = async (ctx, next) => {
  const key = visitorPageKey(ctx.request, ctx.url, !!ctx.locals.user);
  if (!key) return next();
  const encoding = pickEncoding(ctx.request.headers.get('accept-encoding'));
  const hit = await cachedPage(key);
  if (hit) return pageResponse(hit, encoding, true);
  const { https } = requestFacts(ctx);
  const rendered = await renderOnce(key, async () => ({
    res: securityHeaders(await next(), https),
    setsCookie: [...ctx.cookies.headers()].length > 0,
  }));
  return rendered.entry ? pageResponse(rendered.entry, encoding, false) : rendered.res;
};

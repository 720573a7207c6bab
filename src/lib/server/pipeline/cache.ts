// Step "cache": visitors' public pages from the short-lived page cache (never for a signed-in user); a signed-in
// buyer's catalogue pages filled from their shells (storefront/member-shell.ts). The caches themselves, their keys and
// the front door's fast path live there; this step only asks them.
import type { MiddlewareHandler } from 'astro';
import { cachedPage, pageResponse, renderOnce, visitorPageKey } from '~/lib/server/page-cache.ts';
import { pickEncoding } from '~/lib/server/compression.ts';
import { securityHeaders } from './headers.ts';
import { requestFacts } from './request.ts';
import { answerWithShell } from '~/lib/server/storefront/member-shell.ts';

export const cache: MiddlewareHandler = async (ctx, next) => {
  if (ctx.locals.user) return answerWithShell(ctx, next, ctx.locals.user);
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

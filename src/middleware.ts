// Every request: resolve the session, apply the route guard (§2.1), add security headers,
// and make sure anything under /api answers with the JSON envelope.
import { defineMiddleware } from 'astro:middleware';
import { database, getDb } from './lib/server/db/index.ts';
import { resolveSession, TOKEN_COOKIE } from './lib/server/auth/sessions.ts';
import { isOpenPath } from './lib/shared/guard.ts';
import { canonicalPath, encodePath, isApiPath } from './lib/shared/request-path.ts';
import { envelope, errorResponse } from './lib/server/http.ts';
import { cachedPage, pageResponse, renderOnce, visitorPageKey } from './lib/server/page-cache.ts';
import { compressResponse, pickEncoding } from './lib/server/compression.ts';
import { fromOwnPage, isHttps } from './lib/server/proxy.ts';

// Open (migrate, seed) as soon as the server loads, not on the first visitor's request.
void database();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearer(request: Request): string | null {
  const h = request.headers.get('authorization');
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

function securityHeaders(input: Response, https: boolean): Response {
  let res = input;
  try {
    res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    res = new Response(res.body, res); // immutable headers (e.g. Response.redirect): copy first
  }
  const h = res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return res;
}

export const onRequest = defineMiddleware(async (ctx, next) => {
  const { request, url } = ctx;
  // One reading of the path (shared/request-path.ts); the front door already made url.pathname canonical.
  const path = canonicalPath(url.pathname);
  const isApi = isApiPath(path);
  const https = isHttps(request, url);
  let res: Response;
  try {
    // The store's own cross-site rule (Astro's checkOrigin is off: it answered English plain text before this
    // middleware and refused bearer-only API calls). The API needs none: state changes authenticate by the bearer
    // header alone and JSON bodies must say application/json, which no cross-site form can send. Pages take no
    // form posts from elsewhere: a state-changing page request must come from the store's own origin.
    if (!isApi && !SAFE_METHODS.has(request.method) && !fromOwnPage(request, url)) {
      return compressResponse(securityHeaders(envelope(403, 403, '跨站提交已拒绝，请在本站页面中操作'), https), request.headers.get('accept-encoding'));
    }
    const db = await getDb();
    // State-changing API calls authenticate by the bearer header only, so a cross-site form
    // or fetch riding on the cookie can never act. Pages and safe API reads also accept the cookie.
    const cookieToken = ctx.cookies.get(TOKEN_COOKIE)?.value ?? null;
    const token = bearer(request) ?? (!isApi || SAFE_METHODS.has(request.method) ? cookieToken : null);
    ctx.locals.token = token;
    ctx.locals.user = token ? await resolveSession(db, token) : null;
    // Visitors' public pages: a fresh rendering from the short-lived page cache (never for a signed-in user).
    const pageKey = visitorPageKey(request, url, !!ctx.locals.user);
    const hit = pageKey ? await cachedPage(pageKey) : null;
    if (hit) return await pageResponse(hit, pickEncoding(request.headers.get('accept-encoding')), true);
    if (!isApi && !ctx.locals.user && !isOpenPath(path)) {
      if (cookieToken) ctx.cookies.delete(TOKEN_COOKIE, { path: '/' });
      const target = encodePath(path) + url.search;
      res = ctx.redirect('/login?redirect=' + encodeURIComponent(target), 302);
    } else if (pageKey) {
      const rendered = await renderOnce(pageKey, async () => ({ res: securityHeaders(await next(), https), setsCookie: [...ctx.cookies.headers()].length > 0 }));
      if (rendered.entry) return await pageResponse(rendered.entry, pickEncoding(request.headers.get('accept-encoding')), false);
      res = rendered.res;
    } else {
      res = await next();
    }
    if (isApi && res.status >= 400 && !(res.headers.get('content-type') ?? '').includes('json')) {
      // Unknown /api paths and wrong methods still answer the JSON envelope.
      res = res.status === 404 || res.status === 405
        ? envelope(404, 404, '接口不存在')
        : envelope(res.status, res.status, res.status === 413 ? '请求数据过大' : '请求失败');
    }
  } catch (e) {
    res = isApi ? errorResponse(e) : new Response('服务器繁忙，请稍后再试', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  return compressResponse(securityHeaders(res, https), request.headers.get('accept-encoding'));
});

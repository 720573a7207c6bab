// Step "headers" (the outermost): the security headers on every answer, then compression of HTML/JSON for clients
// that accept it. Also used by the cache step, so a stored page carries the same headers.
import type { MiddlewareHandler } from 'astro';
import { compressResponse } from '~/lib/server/compression.ts';
import { requestFacts } from './request.ts';

/** A PDF the back office's own pages may frame (a receipt beside its order): set by the route, kept by this step. */
export function allowSameSiteFraming(res: Response): Response {
  res.headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
  res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  return res;
}

export function securityHeaders(input: Response, https: boolean): Response {
  let res = input;
  try {
    res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    res = new Response(res.body, res); // immutable headers (e.g. Response.redirect): copy first
  }
  const h = res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  // A route may allow same-site framing itself (the back office's inline PDF receipts); everything else: never framed.
  if (!h.has('X-Frame-Options')) h.set('X-Frame-Options', 'DENY');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return res;
}

export const headers: MiddlewareHandler = async (ctx, next) => {
  const res = await next();
  return compressResponse(securityHeaders(res, requestFacts(ctx).https), ctx.request.headers.get('accept-encoding'));
};

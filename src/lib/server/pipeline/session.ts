// Step "session": who is calling. State-changing API calls authenticate by the bearer header only, so a cross-site
// form or fetch riding on the cookie can never act; pages and safe API reads also accept the cookie.
import type { MiddlewareHandler } from 'astro';
import { getDb } from '~/lib/server/db/index.ts';
import { resolveSession, TOKEN_COOKIE } from '~/lib/server/auth/sessions.ts';
import { resolveStaffSession, STAFF_COOKIE } from '~/lib/server/staff/sessions.ts';
import { requestFacts, SAFE_METHODS } from './request.ts';

function bearer(request: Request): string | null {
  const h = request.headers.get('authorization');
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

export const session: MiddlewareHandler = async (ctx, next) => {
  const { isApi, admin } = requestFacts(ctx);
  const db = await getDb();
  const cookieToken = ctx.cookies.get(TOKEN_COOKIE)?.value ?? null;
  // The back office (/admin, /api/admin) knows staff only, from the staff cookie; a buyer's token is never read
  // there, and the staff cookie is never sent anywhere else (its paths), so neither session works as the other.
  const token = admin ? null : (bearer(ctx.request) ?? (!isApi || SAFE_METHODS.has(ctx.request.method) ? cookieToken : null));
  ctx.locals.token = token;
  ctx.locals.user = token ? await resolveSession(db, token) : null;
  ctx.locals.staff = admin ? await resolveStaffSession(db, ctx.cookies.get(STAFF_COOKIE)?.value) : null;
  const res = await next();
  if (ctx.locals.user && !isApi) keepNoCopy(res);
  return res;
};

/**
 * A page rendered for a signed-in buyer is never kept by the browser: without this, after 退出登录 on a shared office
 * computer, Back showed the last buyer's page (company, orders, addresses) from the browser's copy, and a page of one
 * account could come back after another logged in. Pages that say their own cache-control keep it (the settlement's
 * and payment's no-store; an image's year). API answers are no-store already (http.ts).
 */
function keepNoCopy(res: Response): void {
  if (res.headers.has('cache-control') || !/^text\/html/.test(res.headers.get('content-type') ?? '')) return;
  res.headers.set('cache-control', 'private, no-store');
}

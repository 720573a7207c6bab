// Steps "crossSite" and "guard": who may go on.
import type { MiddlewareHandler } from 'astro';
import { envelope as envelopeOf } from '~/lib/server/http.ts';
import { fromOwnPage } from '~/lib/server/proxy.ts';
import { TOKEN_COOKIE } from '~/lib/server/auth/sessions.ts';
import { ADMIN_LOGIN, isAdminOpenPath, isOpenPath } from '~/lib/shared/guard.ts';
import { encodePath } from '~/lib/shared/request-path.ts';
import { loginUrl } from '~/lib/shared/links.ts';
import { SESSION_ENDED_REASON } from '~/lib/shared/messages.ts';
import { requestFacts, SAFE_METHODS } from './request.ts';

/**
 * The store's own cross-site rule (Astro's checkOrigin is off: it answered English plain text before the middleware
 * and refused bearer-only API calls). The API needs none: state changes authenticate by the bearer header alone and
 * JSON bodies must say application/json, which no cross-site form can send. Pages take no form posts from
 * elsewhere: a state-changing page request must come from the store's own origin.
 */
export const crossSite: MiddlewareHandler = (ctx, next) => {
  if (!requestFacts(ctx).isApi && !SAFE_METHODS.has(ctx.request.method) && !fromOwnPage(ctx.request, ctx.url)) {
    return envelopeOf(403, 403, '跨站提交已拒绝，请在本站页面中操作');
  }
  return next();
};

/**
 * The route guard (§2.1): a visitor asking for a page that needs an account goes to the login, and comes back after;
 * a back-office page without a staff session goes to the staff sign-in (the calls under /api/admin refuse by themselves).
 */
export const guard: MiddlewareHandler = (ctx, next) => {
  const { path, isApi, admin } = requestFacts(ctx);
  if (admin === 'page' && !ctx.locals.staff && !isAdminOpenPath(path)) {
    return ctx.redirect(loginUrl(encodePath(path) + ctx.url.search, ADMIN_LOGIN), 302);
  }
  if (admin || isApi || ctx.locals.user || isOpenPath(path)) return next();
  // A session cookie without a session: it expired or was ended (a password change ends the others): /login says so,
  // reading why from the cookie, which it then clears.
  const ended = !!ctx.cookies.get(TOKEN_COOKIE)?.value;
  return ctx.redirect(loginUrl(encodePath(path) + ctx.url.search, undefined, ended ? SESSION_ENDED_REASON : undefined), 302);
};

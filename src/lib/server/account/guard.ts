// Authorisation helpers the account-centre calls need beyond context.ts.
import type { APIContext } from 'astro';
import { forbidden, unauthorized } from '~/lib/server/http.ts';
import { requireUser } from '~/lib/server/context.ts';
import { can, NO_PERMISSION, type Permission } from '~/lib/server/auth/permissions.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';

/** The caller must hold at least one of the permissions. */
export function requireAnyPermission(ctx: Pick<APIContext, 'locals'>, perms: readonly Permission[]): SessionUser {
  const u = requireUser(ctx);
  if (!perms.some((p) => can(u, p))) throw forbidden(NO_PERMISSION);
  return u;
}

/**
 * For the few GET calls that change data (the spec's GET /api/billInfo/del/{id}): the middleware accepts the
 * cookie on GET, but a cross-site link or <img> would carry it, so only the bearer header may act here.
 */
export function requireBearer(ctx: Pick<APIContext, 'locals' | 'request'>): SessionUser {
  if (!/^Bearer\s+\S+$/i.test(ctx.request.headers.get('authorization') ?? '')) throw unauthorized();
  return requireUser(ctx);
}

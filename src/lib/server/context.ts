// Helpers for handlers: who is calling and what they may do.
import type { APIContext } from 'astro';
import { forbidden, unauthorized } from './http.ts';
import { can, isMainAccount, MAIN_ONLY, PERMISSION_REFUSALS, type Permission } from './auth/permissions.ts';
import type { SessionUser } from './auth/sessions.ts';
import { clientAddress } from './proxy.ts';

export function requireUser(ctx: Pick<APIContext, 'locals'>): SessionUser {
  const u = ctx.locals.user;
  if (!u) throw unauthorized();
  return u;
}

export function requireMain(ctx: Pick<APIContext, 'locals'>): SessionUser {
  const u = requireUser(ctx);
  if (!isMainAccount(u)) throw forbidden(MAIN_ONLY);
  return u;
}

/** The caller, who must hold the permission; refused with that permission's own message (assertCan). */
export function requirePermission(ctx: Pick<APIContext, 'locals'>, perm: Permission): SessionUser {
  const u = requireUser(ctx);
  assertCan(u, perm);
  return u;
}

export function clientUserAgent(request: Request): string {
  return request.headers.get('user-agent') ?? '';
}

/** The caller must hold the permission; refused with that permission's own message. */
export function assertCan(u: SessionUser, perm: Permission): void {
  if (!can(u, perm)) throw forbidden(PERMISSION_REFUSALS[perm]);
}

/** The client's address as proxy.ts reads it (X-Forwarded-For only behind TRUST_PROXY). */
export function clientAddressOf(ctx: Pick<APIContext, 'request' | 'clientAddress'>): string {
  let peer: string | undefined;
  try {
    peer = ctx.clientAddress;
  } catch {
    peer = undefined; // an adapter without socket addresses
  }
  return clientAddress(ctx.request, peer);
}

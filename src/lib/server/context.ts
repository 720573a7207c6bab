// Helpers for handlers: who is calling and what they may do.
import type { APIContext } from 'astro';
import { forbidden, unauthorized } from './http.ts';
import { can, type Permission } from './auth/permissions.ts';
import type { SessionUser } from './auth/sessions.ts';
import { clientAddress } from './proxy.ts';

export function requireUser(ctx: Pick<APIContext, 'locals'>): SessionUser {
  const u = ctx.locals.user;
  if (!u) throw unauthorized();
  return u;
}

export function requireMain(ctx: Pick<APIContext, 'locals'>): SessionUser {
  const u = requireUser(ctx);
  if (u.parentId !== null) throw forbidden('仅主账号可以操作');
  return u;
}

export function requirePermission(ctx: Pick<APIContext, 'locals'>, perm: Permission): SessionUser {
  const u = requireUser(ctx);
  if (!can(u, perm)) throw forbidden('当前账号没有此项权限，请联系企业主账号');
  return u;
}

export function requireRole(ctx: Pick<APIContext, 'locals'>, role: string): SessionUser {
  const u = requireUser(ctx);
  if (!u.roles.includes(role)) throw forbidden('没有权限');
  return u;
}

export function clientUserAgent(request: Request): string {
  return request.headers.get('user-agent') ?? '';
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

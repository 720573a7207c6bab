// Back-office handlers and pages: who is calling (the staff cookie, resolved by the middleware) and whether the
// permission table lets them. Every /api/admin handler is serve(contract, asStaff(permission, fn)), so none can
// forget a check, and the check comes before any input is read.
import { timingSafeEqual } from 'node:crypto';
import type { APIContext, AstroGlobal } from 'astro';
import { forbidden, unauthorized } from '~/lib/server/http.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { CSRF_HEADER, type StaffUser } from './sessions.ts';
import { staffCan, type StaffPermission } from '~/lib/shared/staff-roles.ts';
import { ALL_TOPICS, notifyChange } from '~/lib/server/public-caches.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const NO_PERMISSION = '没有权限：当前员工角色不能进行此操作';

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The signed-in staff member holding `perm`; 401 when signed out, 403 without the permission or the page's CSRF token. */
export function requireStaff(ctx: Pick<APIContext, 'locals' | 'request'>, perm: StaffPermission | null): StaffUser {
  const me = ctx.locals.staff;
  if (!me) throw unauthorized();
  if (!SAFE.has(ctx.request.method) && !sameToken(ctx.request.headers.get(CSRF_HEADER) ?? '', me.csrf))
    throw forbidden('页面已过期，请刷新后重试');
  if (perm && !staffCan(me, perm)) throw forbidden(NO_PERMISSION);
  return me;
}

/**
 * The body of an /api/admin handler, for serve(contract, …): the permission is checked first (401/403 before any
 * input is read), then `fn` runs. After a change succeeds every server forgets what it copied, through the one
 * change hook and for every topic, exactly as after an operator command, so the storefront shows it at once
 * (`changesData` false: a call that changes nothing the storefront shows — sign-out, preview, a picture upload).
 */
export function asStaff<R, T>(
  perm: StaffPermission | null,
  fn: (ctx: APIContext, me: StaffUser, read: R) => Promise<T>,
  changesData = true,
) {
  return async (ctx: APIContext, read: R): Promise<T> => {
    const out = await fn(ctx, requireStaff(ctx, perm), read);
    if (changesData && !SAFE.has(ctx.request.method)) await notifyChange(await getDb(), ...ALL_TOPICS);
    return out;
  };
}

/** For /admin pages: the staff member (the middleware already sent visitors to /admin/login), or null with a 403 set. */
export function staffPage(Astro: Pick<AstroGlobal, 'locals' | 'response'>, perm: StaffPermission | null): StaffUser | null {
  const me = Astro.locals.staff;
  Astro.response.headers.set('cache-control', 'no-store');
  if (!me || (perm && !staffCan(me, perm))) {
    Astro.response.status = me ? 403 : 401;
    return null;
  }
  return me;
}

/** How a staff member is named in transition logs and the audit log: name and login (the login is unique). */
export function staffLabel(me: Pick<StaffUser, 'name' | 'username'>): string {
  return `${me.name}（${me.username}）`.slice(0, 40);
}

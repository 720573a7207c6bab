// SPEC §2.1 route guard decisions, pure so the middleware and tests share them.
import { pathKey } from './request-path.ts';
/** Paths a visitor (no valid session) may open. Compared case-insensitively after normalisation. */
export const PUBLIC_PAGES = [
  '/',
  '/agreement',
  '/login',
  '/alterCode',
  '/register',
  '/indexpage',
  '/indexpage/index',
  '/indexpage/productlist',
  '/indexpage/sceneList',
  '/indexpage/activityGoods',
  '/indexpage/designCenter',
  '/indexpage/AboutUs',
];
const PUBLIC_SET = new Set(PUBLIC_PAGES.map((p) => p.toLowerCase()));

/** Always served: the API (it answers 401 itself), built assets, public media, the site's QR codes, well-known files. */
const OPEN_PREFIXES = ['/api/', '/_astro/', '/media/', '/qr/', '/_image'];
const OPEN_FILES = new Set(['/favicon.svg', '/favicon.ico', '/robots.txt']);

/** The one reading of a request path (shared/request-path.ts), under the name the guard's callers know. */
export { canonicalPath as normalizePath } from './request-path.ts';

/** The back office's own sign-in page: staff are sent here, never to the buyers' /login. */
export const ADMIN_LOGIN = '/admin/login';

/** Where a path belongs: the back-office pages ('page', /admin…), its API ('api', /api/admin…), or the store (null). */
export function adminAreaOf(pathname: string): 'page' | 'api' | null {
  const p = pathKey(pathname);
  if (p === '/admin' || p.startsWith('/admin/')) return 'page';
  if (p === '/api/admin' || p.startsWith('/api/admin/')) return 'api';
  return null;
}

/** Back-office pages a signed-out visitor may open (the sign-in page only). */
export function isAdminOpenPath(pathname: string): boolean {
  return pathKey(pathname) === ADMIN_LOGIN;
}

export function isOpenPath(pathname: string): boolean {
  const lower = pathKey(pathname);
  if (PUBLIC_SET.has(lower) || OPEN_FILES.has(lower)) return true;
  return OPEN_PREFIXES.some((pre) => lower.startsWith(pre) || lower === pre.slice(0, -1));
}

const SAME = 'http://same.invalid';

/** One resolution step as a browser does it: a same-site path, or null for anything that could leave the site. */
function resolveOnce(target: string): string | null {
  // Must start with one slash; '//' and '/\' are protocol-relative to a browser; control characters and
  // backslashes are dropped or turned into slashes by the URL parser, which could make '//' after the check.
  if (!target.startsWith('/') || /^\/[\/\\]/.test(target) || /[\u0000-\u001f\u007f\\]/.test(target)) return null;
  let u: URL;
  try {
    u = new URL(target, SAME);
  } catch {
    return null;
  }
  return u.origin === SAME ? u.pathname + u.search + u.hash : null;
}

/** Resolves until nothing changes: '/.//x', '/a/..//x' and '/%2e//x' resolve to '//x', which the next step refuses. */
function settle(target: string): string | null {
  let cur = target;
  for (let i = 0; i < 8; i++) {
    const next = resolveOnce(cur);
    if (next === null || next === cur) return next;
    cur = next;
  }
  return null;
}

/**
 * A same-site path to return to after login; anything else gives '/'. Used by the server (a signed-in user opening
 * /login?redirect=…) and by the login form after a successful login. The answer is a fixed point (resolving it
 * again changes nothing) and stays on the site however often its path is percent-decoded and resolved again
 * (a proxy or framework that decodes once more must not turn '/%2F%2Fevil' into '//evil').
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || typeof target !== 'string' || target.length > 2000) return '/';
  const out = settle(target);
  if (out === null) return '/';
  let path = out.replace(/[?#].*$/s, '');
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break; // a stray '%' stays as it is: browsers do not decode it either
    }
    if (decoded === path) break;
    if (settle(decoded) === null) return '/';
    path = decoded.replace(/[?#].*$/s, '');
  }
  return out;
}

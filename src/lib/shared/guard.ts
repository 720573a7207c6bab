// SPEC §2.1 route guard decisions, pure so the middleware and tests share them.
import { pathKey } from './request-path.ts';
/** Paths a visitor (no valid session) may open. Compared case-insensitively after normalisation. */
export const PUBLIC_PAGES = [
  '/', '/agreement', '/login', '/alterCode', '/register', '/indexpage', '/indexpage/index',
  '/indexpage/productlist', '/indexpage/sceneList', '/indexpage/activityGoods', '/indexpage/designCenter', '/indexpage/AboutUs',
];
const PUBLIC_SET = new Set(PUBLIC_PAGES.map((p) => p.toLowerCase()));

/** Always served: the API (it answers 401 itself), built assets, public media, well-known files. */
const OPEN_PREFIXES = ['/api/', '/_astro/', '/media/', '/_image'];
const OPEN_FILES = new Set(['/favicon.svg', '/favicon.ico', '/robots.txt']);

/** The one reading of a request path (shared/request-path.ts), under the name the guard's callers know. */
export { canonicalPath as normalizePath } from './request-path.ts';

export function isOpenPath(pathname: string): boolean {
  const lower = pathKey(pathname);
  if (PUBLIC_SET.has(lower) || OPEN_FILES.has(lower)) return true;
  return OPEN_PREFIXES.some((pre) => lower.startsWith(pre) || lower === pre.slice(0, -1));
}

/** A same-site path to return to after login; anything else (absolute, protocol-relative, backslash tricks) gives '/'. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || typeof target !== 'string' || target.length > 2000) return '/';
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\\]/.test(target)) return '/';
  try {
    const u = new URL(target, 'http://same.invalid');
    if (u.origin !== 'http://same.invalid') return '/';
    return u.pathname + u.search + u.hash;
  } catch {
    return '/';
  }
}

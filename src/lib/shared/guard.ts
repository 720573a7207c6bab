// SPEC §2.1 route guard decisions, pure so the middleware and tests share them.
/** Paths a visitor (no valid session) may open. Compared case-insensitively after normalisation. */
export const PUBLIC_PAGES = [
  '/', '/agreement', '/login', '/alterCode', '/register', '/indexpage', '/indexpage/index',
  '/indexpage/productlist', '/indexpage/sceneList', '/indexpage/activityGoods', '/indexpage/designCenter', '/indexpage/AboutUs',
];
const PUBLIC_SET = new Set(PUBLIC_PAGES.map((p) => p.toLowerCase()));

/** Always served: the API (it answers 401 itself), built assets, public media, well-known files. */
const OPEN_PREFIXES = ['/api/', '/_astro/', '/media/', '/_image'];
const OPEN_FILES = new Set(['/favicon.svg', '/favicon.ico', '/robots.txt']);

/** Decodes repeatedly, turns backslashes into slashes, folds slash runs and dot segments, drops the trailing slash. */
export function normalizePath(pathname: string): string {
  let s = pathname;
  for (let i = 0; i < 4; i++) {
    let d: string;
    try {
      d = decodeURIComponent(s);
    } catch {
      break;
    }
    if (d === s) break;
    s = d;
  }
  s = s.replace(/\\/g, '/');
  const out: string[] = [];
  for (const seg of s.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return '/' + out.join('/');
}

/** The back office's own sign-in page: staff are sent here, never to the buyers' /login. */
export const ADMIN_LOGIN = '/admin/login';

/** Where a path belongs: the back-office pages ('page', /admin…), its API ('api', /api/admin…), or the store (null). */
export function adminAreaOf(pathname: string): 'page' | 'api' | null {
  const p = normalizePath(pathname).toLowerCase();
  if (p === '/admin' || p.startsWith('/admin/')) return 'page';
  if (p === '/api/admin' || p.startsWith('/api/admin/')) return 'api';
  return null;
}

/** Back-office pages a signed-out visitor may open (the sign-in page only). */
export function isAdminOpenPath(pathname: string): boolean {
  return normalizePath(pathname).toLowerCase() === ADMIN_LOGIN;
}

export function isOpenPath(pathname: string): boolean {
  const p = normalizePath(pathname);
  const lower = p.toLowerCase();
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

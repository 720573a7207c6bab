// The one reading of a request's path. Every decision about a request (the node server's fast path, the
// visitor page cache's key, the route guard, the API detection in the middleware, and Astro's routing, which
// only ever sees the canonical form: see server/front-door.ts) goes through canonicalPath, so `//userInfo`,
// `/\userInfo`, `/%2FuserInfo`, `/a/../userInfo` and `/userInfo/` are all `/userInfo` everywhere.
// Never read a raw request target with `new URL(target, base)`: `//x` is protocol-relative there (path `/`).

/** More layers of percent-encoding than this and the path is refused (see readTarget). */
const MAX_DECODES = 8;

/** Decodes every valid escape; an invalid UTF-8 run keeps its non-ASCII escapes but still gives up its ASCII ones. */
function decodeOnce(s: string): string {
  return s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9A-Fa-f])/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    }
  });
}

/**
 * The canonical path: percent-decoded until nothing changes, backslashes read as slashes, runs of slashes
 * folded, `.` and `..` segments resolved (never above the root), no trailing slash. The case is kept (routes
 * have a case: `/indexpage/AboutUs`); compare with pathKey.
 */
export function canonicalPath(raw: string): string {
  let s = raw;
  for (let i = 0; i < MAX_DECODES; i++) {
    const d = decodeOnce(s);
    if (d === s) break;
    s = d;
  }
  const out: string[] = [];
  for (const seg of s.replace(/\\/g, '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return '/' + out.join('/');
}

/** The form of a canonical path used for comparisons (guard lists, cacheable pages): lower case. */
export function pathKey(path: string): string {
  return canonicalPath(path).toLowerCase();
}

/** Whether a path is under /api (the middleware answers those with the JSON envelope). */
export function isApiPath(path: string): boolean {
  const k = pathKey(path);
  return k === '/api' || k.startsWith('/api/');
}

/** Characters encodeURIComponent escapes that a path segment may carry as they are. */
const SEGMENT_SAFE: Record<string, string> = {
  '%40': '@',
  '%3A': ':',
  '%24': '$',
  '%26': '&',
  '%2B': '+',
  '%2C': ',',
  '%3B': ';',
  '%3D': '=',
};

/** A canonical path as it goes on the wire: each segment percent-encoded where it must be, nothing more. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/%(?:40|3A|24|26|2B|2C|3B|3D)/g, (m) => SEGMENT_SAFE[m]!))
    .join('/');
}

export interface Target {
  /** The canonical path (decoded; case as routed). */
  path: string;
  /** The query as received, with its `?` ('' when there is none). */
  search: string;
  /** encodePath(path) + search: the one request target every later step sees. */
  target: string;
}

/**
 * Reads a raw request target (`req.url`, origin form). `routeCase` may map a canonical path to the case of
 * the route it names (`/USERINFO` → `/userInfo`). Null when the target cannot be read: not a path, or so many
 * layers of encoding that reading it again would give something else.
 */
export function readTarget(raw: string, routeCase?: (path: string) => string): Target | null {
  if (!raw.startsWith('/')) return null;
  const hash = raw.indexOf('#');
  const noHash = hash < 0 ? raw : raw.slice(0, hash);
  const q = noHash.indexOf('?');
  const search = q < 0 ? '' : noHash.slice(q);
  let path = canonicalPath(q < 0 ? noHash : noHash.slice(0, q));
  if (routeCase) path = routeCase(path);
  let wire: string;
  try {
    wire = encodePath(path);
  } catch {
    return null; // a lone surrogate cannot be encoded
  }
  if (canonicalPath(wire) !== path) return null;
  return { path, search, target: wire + search };
}

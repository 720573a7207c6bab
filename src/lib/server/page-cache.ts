// Rendered public catalogue pages for visitors, kept a few seconds keyed by URL, with their compressed forms.
// Only requests without a session are answered from here, and only responses rendered for a visitor are
// stored, so a page rendered for one user is never shown to another. The data below these pages is
// itself cached (catalogue/cache.ts); a change notice (public-caches.ts) drops both, on every server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isOpenPath } from '~/lib/shared/guard.ts';
import { canonicalPath, encodePath, pathKey } from '~/lib/shared/request-path.ts';
import { type Encoding, compress, pickEncoding } from './compression.ts';
import { TOKEN_COOKIE } from './auth/sessions.ts';

/** Public pages and catalogue reads whose answer to a visitor depends only on the URL (and on catalogue data). */
const CACHEABLE = new Set([
  '/',
  '/indexpage',
  '/indexpage/index',
  '/indexpage/productlist',
  '/indexpage/scenelist',
  '/api/products',
  '/api/pc/index',
  '/api/category',
]);
const CONTENT_TYPES = /^(text\/html|application\/json)/;
export const PAGE_TTL_MS = 5_000;
const MAX_ENTRIES = 200;
const MAX_URL = 512;

interface Entry {
  at: number;
  headers: [string, string][];
  body: Uint8Array;
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
  /** The encodings already made, for the synchronous fast path. */
  ready: Partial<Record<Encoding, Uint8Array>>;
}

const entries = new Map<string, Entry>();
/** Renderings under way, by key: concurrent visitors wait for one instead of each rendering the page. */
const inflight = new Map<string, Promise<Entry | null>>();
/** How long an expired entry may still be served while one request renders its successor. */
const STALE_MS = 30_000;
/** Bumped when the caches are cleared: a rendering that started before then is not stored. */
let generation = 0;

/** The cacheable pages, compared as the guard compares (and never one the guard would send to the login). */
export function cacheable(pathname: string): boolean {
  return CACHEABLE.has(pathKey(pathname)) && isOpenPath(pathname);
}

/** The cacheable paths (for the tests that check every one of them). */
export const CACHEABLE_PATHS: readonly string[] = [...CACHEABLE];

/**
 * The one key of a page's URL, for this cache and the signed-in shells (storefront/member-shell.ts): the canonical
 * path as it goes on the wire, and the query as WHATWG URL parsing gives it. A URL whose path is not canonical is
 * never cached or answered (the front door turns every request into its canonical form first), so `//x`-style
 * variants can neither read nor fill another page's entry.
 */
export function urlKey(url: URL): string | null {
  if (encodePath(canonicalPath(url.pathname)) !== url.pathname) return null;
  const key = url.pathname + url.search;
  return key.length <= MAX_URL ? key : null;
}

/** The key of a cacheable page (used by the fast path and the middleware alike), or null. */
export function pageKey(url: URL): string | null {
  return cacheable(url.pathname) ? urlKey(url) : null;
}

/** The cache key for a visitor's GET of a cacheable page, or null. */
export function visitorPageKey(request: Request, url: URL, hasUser: boolean): string | null {
  if (hasUser || request.method !== 'GET') return null;
  return pageKey(url);
}

/**
 * What to do with a visitor's request for a cacheable page: answer from a fresh entry; while another request
 * renders the page, answer from the expired entry (or wait for that rendering when there is none); otherwise
 * render it here. Under load this turns every expiry into one rendering instead of one per waiting visitor.
 */
export async function cachedPage(key: string): Promise<Entry | null> {
  const e = entries.get(key);
  const age = e ? Date.now() - e.at : Infinity;
  if (e && age < PAGE_TTL_MS) return e;
  const pending = inflight.get(key);
  if (e && age >= PAGE_TTL_MS + STALE_MS) entries.delete(key);
  else if (e && pending) return e;
  return pending ? await pending : null;
}

/** Renders a page through `render` with at most one rendering per key at a time; the answer is stored when cacheable. */
export async function renderOnce(
  key: string,
  render: () => Promise<{ res: Response; setsCookie: boolean }>,
): Promise<{ res: Response; entry: Entry | null }> {
  let settle!: (e: Entry | null) => void;
  const pending = new Promise<Entry | null>((r) => (settle = r));
  inflight.set(key, pending);
  const started = generation;
  try {
    const { res, setsCookie } = await render();
    const entry = started === generation ? await storePage(key, res, setsCookie) : null;
    settle(entry);
    return { res, entry };
  } catch (e) {
    settle(null);
    throw e;
  } finally {
    if (inflight.get(key) === pending) inflight.delete(key);
  }
}

/** Keeps a freshly rendered visitor page when it is a plain 200 HTML/JSON answer that sets no cookie. */
export async function storePage(key: string, res: Response, setsCookie: boolean): Promise<Entry | null> {
  if (res.status !== 200 || setsCookie || res.headers.has('set-cookie') || !CONTENT_TYPES.test(res.headers.get('content-type') ?? ''))
    return null;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = [...res.headers].filter(([k]) => k !== 'content-length' && k !== 'content-encoding');
  const entry: Entry = { at: Date.now(), headers, body, encoded: {}, ready: {} };
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
  return entry;
}

/** Answers from an entry, compressed when the client accepts it (each encoding made once per entry). */
export async function pageResponse(entry: Entry, encoding: Encoding | null, hit: boolean): Promise<Response> {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', hit ? 'hit' : 'miss');
  headers.append('vary', 'Accept-Encoding');
  let body: Uint8Array = entry.body;
  if (encoding) {
    body = await (entry.encoded[encoding] ??= compress(entry.body, encoding, 'once').then((b) => (entry.ready[encoding] = b)));
    headers.set('content-encoding', encoding);
  }
  headers.set('content-length', String(body.byteLength));
  return new Response(body as BodyInit, { status: 200, headers });
}

export function clearPageCache(): void {
  entries.clear();
  inflight.clear();
  generation++;
}

const TOKEN_IN_COOKIE = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=`);

/**
 * The node server's fast path (after front-door.ts has made the target canonical): a visitor's GET of a page with a fresh entry in its
 * encoding is answered here, before Astro builds a Request for it. Anything else, and any request that carries
 * a session (bearer header or token cookie), goes on to Astro and the middleware. Returns whether it answered.
 */
export function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || req.headers.authorization || TOKEN_IN_COOKIE.test(req.headers.cookie ?? '')) return false;
  // req.url is canonical here (front-door.ts), so it starts with exactly one slash and parses as a path.
  const target = req.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  let url: URL;
  try {
    url = new URL(target, 'http://localhost');
  } catch {
    return false;
  }
  const key = pageKey(url);
  if (!key) return false;
  const e = entries.get(key);
  if (!e || Date.now() - e.at >= PAGE_TTL_MS) return false;
  const encoding = pickEncoding(req.headers['accept-encoding'] ?? null);
  const body = encoding ? e.ready[encoding] : e.body;
  if (!body) return false;
  const headers: [string, string][] = [
    ...e.headers,
    ['x-page-cache', 'hit'],
    ['vary', 'Accept-Encoding'],
    ['content-length', String(body.byteLength)],
  ];
  if (encoding) headers.push(['content-encoding', encoding]);
  res.writeHead(200, headers.flat());
  res.end(body);
  return true;
}

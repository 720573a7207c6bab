// Rendered public catalogue pages for visitors, kept a few seconds keyed by URL, with their compressed forms.
// Only requests without a session are answered from here, and only responses rendered for a visitor are
// stored, so a page rendered for one user is never shown to another. The data below these pages is
// itself cached (catalogue/cache.ts); clearPublicCaches() drops both when the server changes data.
import { normalizePath } from '../shared/guard.ts';
import { type Encoding, compress } from './compression.ts';

/** Public pages and catalogue reads whose answer to a visitor depends only on the URL (and on catalogue data). */
const CACHEABLE = new Set([
  '/', '/indexpage', '/indexpage/index', '/indexpage/productlist', '/indexpage/scenelist',
  '/api/products', '/api/pc/index', '/api/category',
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
}

const entries = new Map<string, Entry>();

/** The cache key for a visitor's GET of a cacheable page, or null. */
export function visitorPageKey(request: Request, url: URL, hasUser: boolean): string | null {
  if (hasUser || request.method !== 'GET') return null;
  if (!CACHEABLE.has(normalizePath(url.pathname).toLowerCase())) return null;
  const key = url.pathname + url.search;
  return key.length <= MAX_URL ? key : null;
}

export function cachedPage(key: string): Entry | null {
  const e = entries.get(key);
  if (!e) return null;
  if (Date.now() - e.at >= PAGE_TTL_MS) {
    entries.delete(key);
    return null;
  }
  return e;
}

/** Keeps a freshly rendered visitor page when it is a plain 200 HTML/JSON answer that sets no cookie. */
export async function storePage(key: string, res: Response, setsCookie: boolean): Promise<Entry | null> {
  if (res.status !== 200 || setsCookie || res.headers.has('set-cookie') || !CONTENT_TYPES.test(res.headers.get('content-type') ?? '')) return null;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = [...res.headers].filter(([k]) => k !== 'content-length' && k !== 'content-encoding');
  const entry: Entry = { at: Date.now(), headers, body, encoded: {} };
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
    body = await (entry.encoded[encoding] ??= compress(entry.body, encoding));
    headers.set('content-encoding', encoding);
  }
  headers.set('content-length', String(body.byteLength));
  return new Response(body as BodyInit, { status: 200, headers });
}

export function clearPageCache(): void {
  entries.clear();
}

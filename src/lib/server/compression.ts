// Brotli/gzip for rendered HTML and JSON answers. Static files are compressed at build time instead
// (scripts/build/static-compression.mjs) and served by static-files.ts, which picks the encoding with pickEncoding.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies gain nothing worth the CPU time. */
export const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The preferred encoding the client accepts (brotli over gzip), or null. q=0 refuses. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Brotli quality per use: `once` (an answer compressed once and sent many times, the visitor page cache) takes
 * quality 5; an answer compressed for one request (every signed-in page) quality 3. Measured on this machine, one
 * core: the 126 KB signed-in home page 0.37 ms and 16.8 KB at quality 3, 0.60 ms and 15.8 KB at 4, 0.98 ms and
 * 14.1 KB at 5; the 35 KB /userInfo 0.14 ms and 9.9 KB at 3, 0.30 ms and 9.3 KB at 4. Per request, half the CPU
 * time is worth 6% more bytes (under a kilobyte, about a millisecond on a phone's 4G).
 */
const BROTLI_QUALITY = { once: 5, each: 3 } as const;

/**
 * Answers up to this size are compressed on the request's own thread. Measured on this machine (the 125 KB home page,
 * brotli quality 4, one core): 0.9 ms of CPU each done in line, but 3.2 ms each when twenty requests at once hand it
 * to libuv's thread pool (its threads contend for the core and each allocates the encoder's window afresh), which
 * under load made compression most of a signed-in page's cost. In line, a page blocks the event loop for about a
 * millisecond at most; larger answers (exports, long lists) still go to the pool.
 */
const INLINE_MAX_BYTES = 256 * 1024;

/** Moderate levels: quick enough to run per answer, most of the gain of the highest ones. */
export async function compress(body: Uint8Array, encoding: Encoding, use: keyof typeof BROTLI_QUALITY = 'each'): Promise<Uint8Array> {
  const inline = body.byteLength <= INLINE_MAX_BYTES;
  const brOptions = {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
  const out =
    encoding === 'br'
      ? inline
        ? zlib.brotliCompressSync(body, brOptions)
        : await brotli(body, brOptions)
      : inline
        ? zlib.gzipSync(body, { level: 6 })
        : await gzip(body, { level: 6 });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

const COMPRESSIBLE = /^(text\/html|application\/json|text\/plain|image\/svg\+xml)/;

/** Compresses an HTML/JSON answer of at least MIN_COMPRESS_BYTES for a client that accepts it. */
export async function compressResponse(res: Response, acceptEncoding: string | null): Promise<Response> {
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding || !res.body || res.headers.has('content-encoding')) return res;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return res;
  const length = Number(res.headers.get('content-length') ?? NaN);
  if (length < MIN_COMPRESS_BYTES) return res;
  const raw = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append('vary', 'Accept-Encoding');
  let body: Uint8Array = raw;
  if (raw.byteLength >= MIN_COMPRESS_BYTES) {
    body = await compress(raw, encoding);
    headers.set('content-encoding', encoding);
  }
  headers.set('content-length', String(body.byteLength));
  return new Response(body as BodyInit, { status: res.status, statusText: res.statusText, headers });
}

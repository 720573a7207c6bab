// The built browser files (dist/client: scripts, styles, the favicon, robots.txt), served by sirv from a table made
// once at start. Text files were precompressed at build time (scripts/build/static-compression.mjs), and sirv sends
// the .br or .gz sibling to a client that accepts it; which one is pickEncoding's choice (compression.ts, the rule
// rendered answers use too, so `br;q=0` refuses brotli here as well). Hashed files (/_astro/) are immutable; the
// others are revalidated by their ETag. Only GET and HEAD are looked up; anything not found goes on to the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { pickEncoding } from './compression.ts';

export type Next = () => void;

/** Text types say their charset (sirv's own types do not); a precompressed body keeps its file's type. */
const TEXT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
};

export function staticFiles(dir: string): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    dotfiles: false,
    setHeaders(res, pathname) {
      const type = TEXT_TYPES[pathname.slice(pathname.lastIndexOf('.') + 1)];
      if (type) res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // sirv pipes a file stream without watching it: a file gone since the table was made (a build run over a running
    // server) would throw from the stream and end the process. The one request fails instead (its headers are sent).
    res.once('pipe', (src: NodeJS.ReadableStream) => src.once('error', () => res.destroy()));
    const asked = req.headers['accept-encoding'];
    req.headers['accept-encoding'] = pickEncoding(asked ?? null) ?? '';
    files(req, res, () => {
      if (asked === undefined) delete req.headers['accept-encoding'];
      else req.headers['accept-encoding'] = asked;
      next();
    });
  };
}

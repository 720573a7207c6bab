// Precompressed static files: after `astro build`, every text asset in dist/client gets a .br and a .gz
// sibling (highest levels, done once), and the node adapter's static handler is taught to send them to
// clients that accept them (`servePrecompressed`, applied with the adapter's other hooks by node-adapter.mjs). The adapter itself serves files as they are, uncompressed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

export function precompressDir(dir) {
  let n = 0;
  for (const file of walk(dir)) {
    if (!TEXT.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.byteLength < MIN_BYTES) continue;
    fs.writeFileSync(
      file + '.br',
      zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      }),
    );
    fs.writeFileSync(file + '.gz', zlib.gzipSync(body, { level: 9 }));
    n++;
  }
  return n;
}

// Runs inside the built server (appended to @astrojs/node's serve-static.js): picks the precompressed sibling.
const helper = `
const __qiliTypes = { '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.html': 'text/html; charset=utf-8', '.xml': 'application/xml', '.webmanifest': 'application/manifest+json' };
const __qiliExists = new Map();
function __qiliAccepts(header, enc) {
  return String(header || '').toLowerCase().split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\\s*q=([\\d.]+)/.exec(p)?.[1]).find(Boolean);
    return name.trim() === enc && (q === undefined || Number(q) > 0);
  });
}
function __qiliPrecompressed(req, res, root, pathname) {
  const type = __qiliTypes[path.extname(pathname).toLowerCase()];
  if (!type) return '';
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [enc, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!__qiliAccepts(req.headers['accept-encoding'], enc)) continue;
    const file = path.join(root, pathname + ext);
    let ok = __qiliExists.get(file);
    if (ok === undefined) {
      const resolved = path.resolve(file);
      ok = resolved.startsWith(path.resolve(root) + path.sep) && fs.existsSync(resolved);
      if (__qiliExists.size < 5000) __qiliExists.set(file, ok);
    }
    if (!ok) continue;
    res.setHeader('Content-Encoding', enc);
    res.setHeader('Content-Type', type);
    return ext;
  }
  return '';
}
`;

const SEND_CALL = 'const stream = send(req, normalizedPathname, {';

/** The patch of the adapter's static handler that serves the precompressed siblings (applied by scripts/build/node-adapter.mjs). */
export const servePrecompressed = {
  file: 'serve-static.js',
  anchor: SEND_CALL,
  /** @param {string} code */
  apply: (code) => {
    const root = 'typeof client === "string" ? client : fileURLToPath(client)';
    return (
      code.replace(
        SEND_CALL,
        `const __enc = __qiliPrecompressed(req, res, ${root}, normalizedPathname);\n      const stream = send(req, normalizedPathname + __enc, {`,
      ) + `\nimport { fileURLToPath } from "node:url";\n${helper}`
    );
  },
};

export function staticCompression() {
  return {
    name: 'qili:static-compression',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const n = precompressDir(fileURLToPath(dir));
        logger.info(`precompressed ${n} static files (.br, .gz)`);
      },
    },
  };
}

// Precompressed static files: after `astro build`, every text asset in dist/client gets a .br and a .gz
// sibling (highest levels, done once); the server's static files (src/lib/server/static-files.ts) send them to
// clients that accept them.
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

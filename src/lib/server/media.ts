// Public media files under DATA_DIR/media. Paths are confined to that folder.
import fs from 'node:fs';
import path from 'node:path';
import { config } from './config.ts';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
};

export const mediaRoot = () => path.join(config.dataDir, 'media');

export async function serveMediaFile(rel: string, request: Request): Promise<Response> {
  const root = mediaRoot();
  const file = path.resolve(root, rel);
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(root + path.sep)) return new Response('Not found', { status: 404 });
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return new Response('Not found', { status: 404 });
  }
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    // SVGs are drawn by us, but never let one run script if opened directly.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(await fs.promises.readFile(file), { headers: { ...headers, 'content-length': String(stat.size) } });
}

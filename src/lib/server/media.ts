// Public media (/media/…: seeded pictures, banners, imported catalogue pictures), kept in the storage under
// media/… (storage/index.ts) and streamed with a strong ETag; they never change under the same name.
import { isSafeKey, storage } from './storage/index.ts';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The media type of a picture file name by its extension, or undefined when it is not one the store serves. */
export const mediaType = (name: string): string | undefined => TYPES[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''];

/** The storage key of a media file and the URL it is served at. `rel` is relative to media/ (e.g. `seed/p/QL0111001.svg`). */
export const mediaKey = (rel: string) => `media/${rel}`;
export const mediaUrl = (rel: string) => `/media/${rel}`;

/** Writes a public media file; returns its URL. */
export async function saveMedia(rel: string, bytes: Uint8Array | string): Promise<string> {
  const type = mediaType(rel);
  if (!type) throw new Error(`not a media file name: ${rel}`);
  await storage().put(mediaKey(rel), typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes, type);
  return mediaUrl(rel);
}

/** The headers of a picture whose URL never shows other content (/media, /qr): kept a year, never run as a page. */
export const lastingPictureHeaders = (type: string): Record<string, string> => ({
  'content-type': type,
  'cache-control': 'public, max-age=31536000, immutable',
  // SVGs are drawn by us, but never let one run script if opened directly.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
});

export async function serveMediaFile(rel: string, request: Request): Promise<Response> {
  const type = mediaType(rel);
  // Only plain relative paths are looked up (no dot segments, no encoded tricks).
  if (!type || !isSafeKey(mediaKey(rel))) return new Response('Not found', { status: 404 });
  const headers = lastingPictureHeaders(type);
  const ifNoneMatch = request.headers.get('if-none-match');
  const obj = await storage().get(mediaKey(rel), { ifNoneMatch });
  if (!obj) return new Response('Not found', { status: 404 });
  if (obj === 'not-modified')
    return new Response(null, { status: 304, headers: { ...headers, ...(ifNoneMatch ? { etag: ifNoneMatch } : {}) } });
  return new Response(obj.body, { headers: { ...headers, etag: obj.etag, 'content-length': String(obj.size) } });
}

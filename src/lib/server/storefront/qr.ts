// QR codes drawn on this machine as SVG (nothing downloaded), remembered per text. The furniture's two (the support
// WeChat and the mini program, from the site's settings) are images at /qr/<hash>.svg, named by their text: a page
// carries a 60-byte <img> instead of 1.7 KB of SVG each, the browser keeps the picture for a year, and a new text
// in the settings is a new URL.
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { DB } from '~/lib/server/db/client.ts';
import { siteSettings } from './site.ts';
import { lastingPictureHeaders } from '~/lib/server/media.ts';

const memo = new Map<string, Promise<string>>();

export function qrSvg(text: string): Promise<string> {
  let svg = memo.get(text);
  if (!svg) {
    svg = QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
    if (memo.size > 50) memo.clear();
    memo.set(text, svg);
  }
  return svg;
}

const hashes = new Map<string, string>();

/** The URL of a text's QR code image: the first 16 hex digits of the text's SHA-256 name it. */
export function qrUrl(text: string): string {
  let hash = hashes.get(text);
  if (!hash) {
    hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
    if (hashes.size > 50) hashes.clear();
    hashes.set(text, hash);
  }
  return `/qr/${hash}.svg`;
}

/** The texts the site's QR images may show: the settings' support and mini program codes, nothing else. */
const siteQrTexts = async (db: DB) => {
  const { site } = await siteSettings(db);
  return [site.supportQr, site.miniProgramQr];
};

/**
 * GET /qr/<hash>.svg: the QR code of one of the site's texts whose URL that is (any server works it out from the
 * settings), cached for a year since the name changes with the text; any other name is 404.
 */
export async function serveQr(db: DB, file: string): Promise<Response> {
  const text = (await siteQrTexts(db)).find((t) => qrUrl(t) === `/qr/${file}`);
  if (text === undefined) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(await qrSvg(text), { headers: lastingPictureHeaders('image/svg+xml') });
}

import type { APIRoute } from 'astro';
import { getDb } from '~/lib/server/db/index.ts';
import { serveQr } from '~/lib/server/storefront/qr.ts';

/** The site's QR code images (storefront/qr.ts): /qr/<hash>.svg, named by their text, cached for a year. */
export const GET: APIRoute = async ({ params }) => serveQr(await getDb(), params.file ?? '');

import type { APIRoute } from 'astro';
import { serveMediaFile } from '~/lib/server/media.ts';

/** Public media (product pictures, banners) from the file storage (media/…), cached for a year: names never change content. */
export const GET: APIRoute = ({ params, request }) => serveMediaFile(params.path ?? '', request);

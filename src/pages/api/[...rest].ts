import type { APIRoute } from 'astro';
import { noSuchCall } from '~/lib/server/pipeline/envelope.ts';

/** Any /api path no handler claims. */
export const ALL: APIRoute = () => noSuchCall();

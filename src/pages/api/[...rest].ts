import type { APIRoute } from 'astro';
import { envelope } from '../../lib/server/http.ts';

/** Any /api path no handler claims. */
export const ALL: APIRoute = () => envelope(404, 404, '接口不存在');

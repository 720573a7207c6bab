import { serve } from '~/lib/server/serve.ts';
import { openApiDocument } from '~/lib/server/openapi.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';
import pkg from '../../../package.json' with { type: 'json' };

/** The OpenAPI 3.1 document of every /api call, generated from the call contracts; public, as plain JSON (not the envelope). */
export const GET = serve(
  storeCalls['GET /api/openapi.json'],
  async () =>
    new Response(JSON.stringify(openApiDocument(pkg.version)), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    }),
);

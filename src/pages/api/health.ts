import { serve } from '~/lib/server/serve.ts';
import { database } from '~/lib/server/db/index.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';

/** Liveness and readiness: answers once the database is open. */
export const GET = serve(storeCalls['GET /api/health'], async () => ({ ok: true as const, db: (await database()).driver }));

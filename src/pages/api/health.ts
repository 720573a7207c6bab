import { handler } from '../../lib/server/http.ts';
import { database } from '../../lib/server/db/index.ts';

/** Liveness and readiness: answers once the database is open. */
export const GET = handler(async () => ({ ok: true, db: (await database()).driver }));

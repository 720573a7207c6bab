// Every request, after the front door (src/lib/server/front-door.ts) made its path canonical, passes these named
// steps in order (src/lib/server/pipeline/, one file per step); each may answer or call the next.
//   headers   security headers and compression on every answer (outermost: it sees every answer)
//   envelope  under /api every answer, refusals and failures included, is the JSON envelope
//   crossSite page form posts only from the store's own origin
//   session   who is calling (bearer, or the cookie for pages and safe reads)
//   guard     pages that need an account send visitors to the login (§2.1)
//   cache     visitors' public pages from the page cache (page-cache.ts)
import { sequence } from 'astro:middleware';
import { database } from './lib/server/db/index.ts';
import { headers } from './lib/server/pipeline/headers.ts';
import { envelope } from './lib/server/pipeline/envelope.ts';
import { crossSite, guard } from './lib/server/pipeline/guard.ts';
import { session } from './lib/server/pipeline/session.ts';
import { cache } from './lib/server/pipeline/cache.ts';
import { countingQueries } from './lib/server/db/query-count.ts';

// Open (migrate, seed) as soon as the server loads, not on the first visitor's request.
void database();

// countingQueries: with QUERY_COUNT=1 each answer carries the number of statements it sent (x-db-queries).
export const onRequest = countingQueries(sequence(headers, envelope, crossSite, session, guard, cache));

// Counts the database statements each request sends (a debug aid, off unless QUERY_COUNT=1): the request runs
// inside countQueries(), drizzle's logger bumps the counter of the request whose async context issued the
// statement, and the middleware reports it in the `x-db-queries` answer header. tests/api/query-count.test.ts
// holds the signed-in pages to their figures; `npm run bench` profiles with it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'astro';
import type { Logger } from 'drizzle-orm/logger';

export const QUERY_COUNT_HEADER = 'x-db-queries';

/** Read once: the logger is installed when the database opens, so the setting cannot change afterwards. */
export const queryCountEnabled = process.env.QUERY_COUNT === '1';

interface Counter {
  n: number;
  /** The statements, kept when QUERY_COUNT_LOG=1 (to see which ones a page sends). */
  statements: string[] | null;
}

const current = new AsyncLocalStorage<Counter>();
const keepStatements = process.env.QUERY_COUNT_LOG === '1';

/** drizzle's logger when counting is on; undefined otherwise (drizzle then logs nothing and costs nothing). */
export const queryCountLogger: Logger | undefined = queryCountEnabled
  ? {
      logQuery(query) {
        const c = current.getStore();
        if (!c) return;
        c.n++;
        c.statements?.push(query);
      },
    }
  : undefined;

/** Runs fn counting the statements sent on its behalf; `counted()` reads the count so far. */
export function countQueries<T>(fn: (counted: () => Counter) => Promise<T>): Promise<T> {
  const counter: Counter = { n: 0, statements: keepStatements ? [] : null };
  return current.run(counter, () => fn(() => counter));
}

/**
 * Answers a request with its statement count in the QUERY_COUNT_HEADER. The body is read to its end first
 * (a page's layout queries while it streams), so this is for measuring, never for serving.
 */
export function countedResponse(handle: () => Promise<Response>): Promise<Response> {
  return countQueries(async (counted) => {
    const res = await handle();
    const body = res.body ? await res.arrayBuffer() : null;
    const headers = new Headers(res.headers);
    headers.set(QUERY_COUNT_HEADER, String(counted().n));
    const statements = counted().statements;
    if (statements) headers.set(`${QUERY_COUNT_HEADER}-log`, encodeURIComponent(statements.join('\n')).slice(0, 7000));
    return new Response(body, { status: res.status, statusText: res.statusText, headers });
  });
}

/** The middleware, counting its requests' statements when QUERY_COUNT=1 (unchanged otherwise). */
export function countingQueries(handler: MiddlewareHandler): MiddlewareHandler {
  if (!queryCountEnabled) return handler;
  return (ctx, next) => countedResponse(async () => (await handler(ctx, next)) as Response);
}

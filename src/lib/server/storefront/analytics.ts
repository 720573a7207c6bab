// Page views (SPEC §2.3): ANALYTICS=db stores them, off drops them, an http(s) URL forwards each one as a beacon.
import type { PageViewInput } from '~/lib/shared/contracts/store.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { pageViews } from '~/lib/server/db/schema/index.ts';
import { config } from '~/lib/server/config.ts';
import { log } from '~/lib/server/log.ts';

export type Sink = { kind: 'db' } | { kind: 'off' } | { kind: 'beacon'; url: string };

export function analyticsSink(setting = config.analytics): Sink {
  if (setting === 'off') return { kind: 'off' };
  if (/^https?:\/\//i.test(setting)) return { kind: 'beacon', url: setting };
  return { kind: 'db' };
}

export async function recordPageView(db: DB, userId: number | null, input: PageViewInput): Promise<{ recorded: boolean }> {
  const sink = analyticsSink();
  if (sink.kind === 'off') return { recorded: false };
  if (sink.kind === 'beacon') {
    // Fire and forget: a slow or absent analytics service never slows the store.
    fetch(sink.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: input.path, referrer: input.referrer ?? '', userId, at: new Date().toISOString() }),
      signal: AbortSignal.timeout(3000),
    }).catch((e) => log.warn('analytics beacon failed', { err: String(e) }));
    return { recorded: true };
  }
  await db.insert(pageViews).values({ path: input.path, referrer: input.referrer ?? '', userId });
  return { recorded: true };
}

// Page views (SPEC §2.3): ANALYTICS=db stores them, off drops them, an http(s) URL forwards each one as a beacon.
// Stored views are bounded: PV_IP_HOURLY_MAX per client address an hour, and PV_RETENTION_DAYS of them kept. Forwarded
// views are bounded too (beaconAllowed): the same budget per address, counted in memory, and a ceiling on beacons in
// flight, so no client can make the store flood the analytics service or hold its outgoing sockets. Whatever the
// addresses, a process records at most PV_HOURLY_MAX views an hour (takeHourlyView): many addresses together cannot
// fill the table or flood the service either.
import { inArray, lt } from 'drizzle-orm';
import type { PageViewInput } from '~/lib/shared/contracts/store.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { pageViews } from '~/lib/server/db/schema/index.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { config } from '~/lib/server/config.ts';
import { log } from '~/lib/server/log.ts';
import { addressKey } from '~/lib/server/proxy.ts';
import { spentByAddress } from '~/lib/server/address-budget.ts';
import { HOUR, HourlyCounter, HourlyCounters } from './hourly-counter.ts';

export type Sink = { kind: 'db' } | { kind: 'off' } | { kind: 'beacon'; url: string };

export function analyticsSink(setting = config.analytics): Sink {
  if (setting === 'off') return { kind: 'off' };
  if (/^https?:\/\//i.test(setting)) return { kind: 'beacon', url: setting };
  return { kind: 'db' };
}

const LEDGER = { table: pageViews, address: pageViews.clientIp, at: pageViews.at };

/** Beacons sent and not yet answered (each is cut off after 3 s); a view beyond this is not forwarded. */
export const BEACONS_IN_FLIGHT_MAX = 64;
/** Addresses counted at once; past this the hour's expired counts are dropped, and if none are, a new address waits. */
const BEACON_ADDRESSES_MAX = 50_000;
/** Beacon mode stores no rows to count, so each process counts an address's forwarded views per hour in memory. */
const beaconSpent = new HourlyCounters(config.pageViews.ipHourlyMax, BEACON_ADDRESSES_MAX);
let beaconsInFlight = 0;

/** Views this process recorded (stored or forwarded) this hour. */
const recorded = new HourlyCounter(config.pageViews.hourlyMax);

let ceilingLogged = -Infinity;

/**
 * Takes one of this process's views for the hour if any is left (PV_HOURLY_MAX, a fixed hour from the first view
 * after the last hour ended); a view then not recorded gives it back (giveBack). The first refusal of an hour is
 * logged, so operators see a flood, or a ceiling set too low.
 */
export function takeHourlyView(now = Date.now()): boolean {
  if (recorded.take(now)) return true;
  if (ceilingLogged !== recorded.since) {
    ceilingLogged = recorded.since;
    log.warn('page views over PV_HOURLY_MAX this hour are not recorded', { max: recorded.max });
  }
  return false;
}
const giveBack = () => recorded.giveBack();

/**
 * Whether a view from this address key may be forwarded now, counting it if so: PV_IP_HOURLY_MAX per address in a
 * fixed hour from its first view (per process: with several servers, each counts its own), and no more than
 * BEACONS_IN_FLIGHT_MAX beacons waiting for the analytics service.
 */
export function beaconAllowed(key: string, now = Date.now()): boolean {
  return beaconsInFlight < BEACONS_IN_FLIGHT_MAX && beaconSpent.take(key, now);
}

/**
 * Records one view from a client address (context.ts clientAddressOf). A view beyond the address's hourly budget is
 * not stored and answers `recorded: false`, as when analytics is off: the page's beacon ignores the answer, and a
 * refusal would only put errors in the consoles of buyers who share an office's address.
 */
export async function recordPageView(
  db: DB,
  userId: number | null,
  input: PageViewInput,
  clientAddress: string,
): Promise<{ recorded: boolean }> {
  const sink = analyticsSink();
  if (sink.kind === 'off' || !takeHourlyView()) return { recorded: false };
  if (sink.kind === 'beacon') {
    if (!beaconAllowed(addressKey(clientAddress))) {
      giveBack();
      return { recorded: false };
    }
    // Fire and forget: a slow or absent analytics service never slows the store.
    beaconsInFlight++;
    fetch(sink.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: input.path, referrer: input.referrer ?? '', userId, at: new Date().toISOString() }),
      signal: AbortSignal.timeout(3000),
    })
      .then((res) => res.body?.cancel())
      .catch((e) => log.warn('analytics beacon failed', { err: String(e) }))
      .finally(() => beaconsInFlight--);
    return { recorded: true };
  }
  const clientIp = addressKey(clientAddress);
  const hourAgo = new Date(Date.now() - HOUR);
  const stored = await db
    .transaction(async (tx) => {
      await lockXact(tx, 'pv', clientIp);
      if ((await spentByAddress(tx, LEDGER, clientIp, hourAgo)) >= config.pageViews.ipHourlyMax) return false;
      await tx.insert(pageViews).values({ path: input.path, referrer: input.referrer ?? '', userId, clientIp });
      return true;
    })
    .catch((e: unknown) => {
      giveBack();
      throw e;
    });
  if (!stored) giveBack();
  return { recorded: stored };
}

/** Rows one statement of the retention job deletes, and statements per run (a backlog goes over several runs). */
const PRUNE_BATCH = 10_000;
const PRUNE_BATCHES = 50;

/**
 * Deletes stored views older than `days` (PV_RETENTION_DAYS; 0 keeps all), oldest first, in batches so a large
 * backlog never holds the table long. Answers how many it deleted.
 */
export async function prunePageViews(
  db: DB,
  days = config.pageViews.retentionDays,
  now = new Date(),
  batch = PRUNE_BATCH,
  batches = PRUNE_BATCHES,
): Promise<number> {
  if (!(days > 0)) return 0;
  const cutoff = new Date(now.getTime() - days * 86400_000);
  let deleted = 0;
  for (let i = 0; i < batches; i++) {
    const old = db.select({ id: pageViews.id }).from(pageViews).where(lt(pageViews.at, cutoff)).orderBy(pageViews.at).limit(batch);
    const gone = await db.delete(pageViews).where(inArray(pageViews.id, old)).returning({ id: pageViews.id });
    deleted += gone.length;
    if (gone.length < batch) break;
  }
  if (deleted) log.info('page views pruned', { deleted, olderThanDays: days });
  return deleted;
}

// Work the server does besides answering requests: the unpaid-order sweeper and the operator socket.
import type { DB } from './db/client.ts';
import { log } from './log.ts';
import { sweepExpired } from './orders/sweep.ts';
import { startOpsSocket } from './ops/socket.ts';

export const SWEEP_INTERVAL_MS = 60_000;
const FIRST_SWEEP_DELAY_MS = 5_000;

let started = false;

export function startBackground(db: DB): void {
  if (started) return;
  started = true;
  const sweep = () => sweepExpired(db).catch((e) => log.error('order sweeper failed: ' + (e instanceof Error ? e.message : String(e))));
  // The first sweep waits a little: right after start the first visitors' pages come first (orders read
  // paths sweep their own company's expired orders anyway, so nobody sees a stale order meanwhile).
  setTimeout(sweep, FIRST_SWEEP_DELAY_MS).unref();
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  startOpsSocket(db);
}

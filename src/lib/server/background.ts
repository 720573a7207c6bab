// Work the server does besides answering requests: the unpaid-order sweeper and the operator socket.
import type { DB } from './db/client.ts';
import { log } from './log.ts';
import { sweepExpired } from './orders/sweep.ts';
import { startOpsSocket } from './ops/socket.ts';

export const SWEEP_INTERVAL_MS = 60_000;

let started = false;

export function startBackground(db: DB): void {
  if (started) return;
  started = true;
  const sweep = () => sweepExpired(db).catch((e) => log.error('order sweeper failed: ' + (e instanceof Error ? e.message : String(e))));
  void sweep();
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  startOpsSocket(db);
}

// Which engine a database handle runs on, and its PostgreSQL pool: recorded by openDatabase() for the helpers that
// need more than queries (session-level advisory locks in lock.ts, change notices in public-caches.ts).
import type { Pool } from 'pg';

export interface DriverInfo {
  driver: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool the handle queries through. */
  pool?: Pool;
  /** PostgreSQL only: the connection string (the change listener opens a connection of its own). */
  url?: string;
}

const known = new WeakMap<object, DriverInfo>();

export function recordDriver(db: object, info: DriverInfo): void {
  known.set(db, info);
}

/** The engine behind a handle opened by openDatabase(); a transaction handle is not known here (pass the database). */
export function driverInfo(db: object): DriverInfo | undefined {
  return known.get(db);
}

// Imported by the server entry (see astro.config.mjs): open, migrate and seed the database
// while the server starts, so the first visitor does not wait for it.
import { database, getDb } from './db/index.ts';
import { startActivitySweeper } from './activities/sweeper.ts';

void database();

// Settles expired group-buys and releases stale seckill reservations every minute.
startActivitySweeper(getDb);

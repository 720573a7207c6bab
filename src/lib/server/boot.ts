// Imported by the server entry (see astro.config.mjs): open, migrate and seed the database
// while the server starts, so the first visitor does not wait for it; then start background work.
import { database, getDb } from './db/index.ts';
import { startBackground } from './background.ts';
import { startActivitySweeper } from './activities/sweeper.ts';

void database().then((d) => startBackground(d.db));

// Settles expired group-buys and releases stale seckill reservations every minute.
startActivitySweeper(getDb);

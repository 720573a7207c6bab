// Imported by the server entry (see astro.config.mjs): open, migrate and seed the database
// while the server starts, so the first visitor does not wait for it; then start background work.
import { database } from './db/index.ts';
import { startBackground } from './background.ts';
import { storage } from './storage/index.ts';
import { log } from './log.ts';

try {
  // A wrong storage setting stops the server now rather than failing the first upload.
  storage();
} catch (e) {
  log.error('file storage: ' + (e instanceof Error ? e.message : String(e)));
  process.exit(1);
}

void database().then((d) => startBackground(d.db));

// Imported by the server entry (see astro.config.mjs): open, migrate and seed the database
// while the server starts, so the first visitor does not wait for it; then start background work.
import { database } from './db/index.ts';
import { startBackground } from './background.ts';

void database().then((d) => startBackground(d.db));

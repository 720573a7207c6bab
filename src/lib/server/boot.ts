// Imported by the server entry (see astro.config.mjs): open, migrate and seed the database
// while the server starts, so the first visitor does not wait for it.
import { database } from './db/index.ts';

void database();

// Whether the demo data is in the database: a single-row read, kept apart from the seeders so that a start on
// an existing database never loads them (they are large, and loading them was a third of the cold start).
import { eq } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { meta } from '~/lib/server/db/schema/index.ts';

export async function isSeeded(db: DB | Tx): Promise<boolean> {
  const done = await db.select({ key: meta.key }).from(meta).where(eq(meta.key, 'seeded')).limit(1);
  return done.length > 0;
}

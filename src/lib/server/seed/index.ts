// Demo data: written once, on the first start against an empty database (or by `npm run db:reset`).
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { meta } from '~/lib/server/db/schema/index.ts';
import { log } from '~/lib/server/log.ts';
import { isSeeded } from './state.ts';
import { seedAccounts } from './accounts.ts';
import { seedStaff } from './staff.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedSite } from './site.ts';
import { seedAccountCentre } from './account.ts';
import { seedActivities } from './activities.ts';
import { seedOrders } from './orders.ts';
import { seedAftersales } from './aftersales.ts';
import { writeSeedPictures } from './images.ts';

export interface SeedContext {
  companyA: number;
  companyB: number;
  mainUserId: number;
  productIds: number[];
}

/** Later domains append their seeders here; each runs inside the one seed transaction. */
export const EXTRA_SEEDERS: ((tx: Tx, ctx: SeedContext) => Promise<void>)[] = [
  seedAccountCentre,
  seedActivities,
  seedOrders,
  seedAftersales,
];

export async function seedAll(db: DB): Promise<void> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx);
    await seedStaff(tx);
    const { productIds } = await seedCatalogue(tx);
    await seedSite(tx);
    const ctx: SeedContext = { ...accounts, productIds };
    for (const seeder of EXTRA_SEEDERS) await seeder(tx, ctx);
    // The pictures the rows point at are stored before the rows commit (a failed write rolls the seed back).
    await writeSeedPictures();
    await tx.insert(meta).values({ key: 'seeded', value: new Date().toISOString() });
  });
  log.info(`demo data seeded in ${Date.now() - started} ms`);
}

export async function seedIfEmpty(db: DB): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await seedAll(db);
  return true;
}

// Every in-process copy of public data, dropped at once when this process changes data (operator commands).
// Other processes (the catalogue import, more app servers on PostgreSQL) rely on the short expiry instead.
import { clearCatalogueCache } from './catalogue/cache.ts';
import { clearPageCache } from './page-cache.ts';

export function clearPublicCaches(): void {
  clearCatalogueCache();
  clearPageCache();
}

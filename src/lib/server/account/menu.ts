// The personal-centre menu: which entries a user sees, and the count badges other domains hang on them.
import type { Placeholder, SQL } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { mayOpen } from '~/lib/server/auth/permissions.ts';
import { unreadNoticesOf } from '~/lib/server/notices/read.ts';
import { ACCOUNT_PAGES, type AccountPage } from '~/lib/shared/account-pages.ts';

export type MenuItem = AccountPage;

/**
 * Each entry is shown only to users who may use its screen (the permission table's pageNeeds). Sub-account management
 * is for main accounts only (§2.11; permission 'son'). The names live in src/lib/shared/account-pages.ts.
 */
export const MENU: readonly MenuItem[] = Object.values(ACCOUNT_PAGES);

/**
 * Count badges by menu href (e.g. unread notices on /orderInform). A domain appends one entry here: an SQL count
 * (a drizzle `$count`) of the user's id, read as a column of the page furniture's one query about the user
 * (storefront/furniture.ts; a prepared statement, so the id comes as its placeholder).
 */
export const MENU_BADGES: { href: string; count: (db: DB, userId: Placeholder) => SQL<number> }[] = [
  { href: '/orderInform', count: unreadNoticesOf },
];

export function menuFor(user: SessionUser | null): MenuItem[] {
  if (!user) return [];
  return MENU.filter((i) => mayOpen(user, i.href));
}

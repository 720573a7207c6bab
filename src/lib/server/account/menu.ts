// The personal-centre menu: which entries a user sees, and the count badges other domains hang on them.
import type { Placeholder, SQL } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { mayOpen } from '~/lib/server/auth/permissions.ts';
import { unreadNoticesOf } from '~/lib/server/notices/read.ts';

export interface MenuItem {
  href: string;
  label: string;
}

/** Each entry is shown only to users who may use its screen (the permission table's pageNeeds). */
export const MENU: readonly MenuItem[] = [
  { href: '/userInfo', label: '基本信息' },
  { href: '/address', label: '地址管理' },
  { href: '/invoiceAdmin', label: '发票信息管理' },
  // Sub-account management: main accounts only (§2.11; permission 'son').
  { href: '/childAcc', label: '子账号管理' },
  { href: '/myOrder', label: '我的订单' },
  { href: '/asRecord', label: '售后记录' },
  { href: '/invoice', label: '我的发票' },
  { href: '/myContract', label: '我的合同' },
  { href: '/orderInform', label: '消息通知' },
  { href: '/favorites', label: '我的收藏' },
  { href: '/footprint', label: '我的足迹' },
  { href: '/coupon', label: '我的优惠券' },
];

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

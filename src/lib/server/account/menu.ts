// The personal-centre menu: which entries a user sees, and the count badges other domains hang on them.
import type { DB } from '../db/client.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { mayOpen } from '../auth/permissions.ts';
import { unreadNoticeCount } from '../notices/read.ts';

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
 * Count badges by menu href (e.g. unread notices on /orderInform). A domain appends one entry here;
 * a failing source shows no badge rather than breaking the page.
 */
export const MENU_BADGES: { href: string; count: (db: DB, user: SessionUser) => Promise<number> }[] = [
  { href: '/orderInform', count: unreadNoticeCount },
];

export function menuFor(user: SessionUser | null): MenuItem[] {
  if (!user) return [];
  return MENU.filter((i) => mayOpen(user, i.href));
}

export async function menuBadges(db: DB, user: SessionUser | null): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  if (!user) return out;
  await Promise.all(MENU_BADGES.map(async (b) => {
    try {
      const n = await b.count(db, user);
      if (n > 0) out[b.href] = (out[b.href] ?? 0) + n;
    } catch {
      /* a badge is a hint: never fail the page for it */
    }
  }));
  return out;
}

export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

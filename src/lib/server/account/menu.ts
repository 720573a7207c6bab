// The personal-centre menu: which entries a user sees, and the count badges other domains hang on them.
import type { DB } from '../db/client.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { can, type Permission } from '../auth/permissions.ts';
import { unreadNoticeCount } from '../notices/read.ts';

export interface MenuItem {
  href: string;
  label: string;
  /** Shown only to main accounts (parentId null). */
  mainOnly?: boolean;
  /** Shown only to users holding one of these permissions. */
  anyOf?: readonly Permission[];
}

export const MENU: readonly MenuItem[] = [
  { href: '/userInfo', label: '基本信息' },
  { href: '/address', label: '地址管理', anyOf: ['address'] },
  { href: '/invoiceAdmin', label: '发票信息管理', anyOf: ['invoice', 'buy'] },
  { href: '/childAcc', label: '子账号管理', mainOnly: true },
  { href: '/myOrder', label: '我的订单' },
  // The screens behind these entries answer 403 without the permission, so the entry is not offered.
  { href: '/asRecord', label: '售后记录', anyOf: ['aftersale'] },
  { href: '/invoice', label: '我的发票', anyOf: ['invoice'] },
  { href: '/myContract', label: '我的合同', anyOf: ['contract'] },
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
  return MENU.filter((i) => (!i.mainOnly || user.parentId === null) && (!i.anyOf || i.anyOf.some((p) => can(user, p))));
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

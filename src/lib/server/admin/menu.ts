// The back office's menu: one entry per page, each behind one permission of the staff table (staff/roles.ts).
import { staffCan, type StaffPermission } from '~/lib/shared/staff-roles.ts';

export interface MenuItem {
  href: string;
  label: string;
  perm: StaffPermission | null;
  group: string;
}

export const ADMIN_MENU: MenuItem[] = [
  { href: '/admin', label: '工作台', perm: null, group: '' },
  { href: '/admin/orders', label: '订单', perm: 'orders', group: '交易' },
  { href: '/admin/payments', label: '异常付款', perm: 'payments', group: '交易' },
  { href: '/admin/aftersales', label: '售后', perm: 'aftersales', group: '交易' },
  { href: '/admin/invoices', label: '发票', perm: 'invoices', group: '交易' },
  { href: '/admin/companies', label: '企业审核', perm: 'companies', group: '交易' },
  { href: '/admin/products', label: '商品', perm: 'catalogue', group: '商品' },
  { href: '/admin/categories', label: '分类', perm: 'catalogue', group: '商品' },
  { href: '/admin/scenes', label: '场景', perm: 'catalogue', group: '商品' },
  { href: '/admin/import', label: '批量导入', perm: 'catalogue', group: '商品' },
  { href: '/admin/activities', label: '活动与优惠券', perm: 'activities', group: '商品' },
  { href: '/admin/storefront', label: '店铺装修', perm: 'storefront', group: '内容' },
  { href: '/admin/help', label: '帮助中心', perm: 'content', group: '内容' },
  { href: '/admin/notices', label: '公告', perm: 'content', group: '内容' },
  { href: '/admin/about', label: '关于我们', perm: 'content', group: '内容' },
  { href: '/admin/staff', label: '员工与角色', perm: 'staff', group: '系统' },
  { href: '/admin/audit', label: '操作日志', perm: 'audit', group: '系统' },
];

export function menuFor(me: { roles: readonly string[] }): MenuItem[] {
  return ADMIN_MENU.filter((m) => !m.perm || staffCan(me, m.perm));
}

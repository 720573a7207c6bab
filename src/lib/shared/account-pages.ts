// The personal centre's pages and their names: the menu (account/menu.ts) lists them, their headings say them, and
// the refusals that send a buyer to one (account-limits.ts: where a place is freed) name them. Each name is written
// here only (tests/unit/one-definition.test.ts).

export interface AccountPage {
  href: string;
  label: string;
}

/** Every page of the personal centre, in the menu's order. */
export const ACCOUNT_PAGES = {
  userInfo: { href: '/userInfo', label: '基本信息' },
  address: { href: '/address', label: '地址管理' },
  invoiceAdmin: { href: '/invoiceAdmin', label: '发票信息管理' },
  childAcc: { href: '/childAcc', label: '子账号管理' },
  myOrder: { href: '/myOrder', label: '我的订单' },
  asRecord: { href: '/asRecord', label: '售后记录' },
  invoice: { href: '/invoice', label: '我的发票' },
  myContract: { href: '/myContract', label: '我的合同' },
  orderInform: { href: '/orderInform', label: '消息通知' },
  favorites: { href: '/favorites', label: '我的收藏' },
  footprint: { href: '/footprint', label: '我的足迹' },
  coupon: { href: '/coupon', label: '我的优惠券' },
} as const satisfies Record<string, AccountPage>;

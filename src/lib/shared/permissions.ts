// The permission table: sub-account identities and what each may do (the main account may do everything).
// One source for both sides: the server enforces it on every call (context.ts requirePermission, the domain
// modules' asserts); pages, menus, links and buttons show only what it allows (pageNeeds, mayOpen).
export const PERMISSIONS = ['buy', 'orders.company', 'pay', 'invoice', 'contract', 'aftersale', 'address', 'son'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface Identity {
  key: string;
  name: string;
  description: string;
  permissions: readonly Permission[];
}

export const IDENTITIES: readonly Identity[] = [
  { key: 'main', name: '主账号', description: '企业主账号，拥有全部权限', permissions: PERMISSIONS },
  {
    key: 'admin',
    name: '管理员',
    description: '除子账号管理外的全部权限',
    permissions: ['buy', 'orders.company', 'pay', 'invoice', 'contract', 'aftersale', 'address'],
  },
  { key: 'buyer', name: '采购员', description: '下单采购，查看和处理自己的订单', permissions: ['buy', 'pay', 'aftersale', 'address'] },
  {
    key: 'finance',
    name: '财务',
    description: '支付、发票和合同，查看企业全部订单',
    permissions: ['orders.company', 'pay', 'invoice', 'contract'],
  },
];

export const SUB_IDENTITIES = IDENTITIES.filter((i) => i.key !== 'main');

export function identityOf(key: string): Identity {
  return IDENTITIES.find((i) => i.key === key) ?? IDENTITIES[2]!;
}

export interface Holder {
  parentId: number | null;
  identity: string;
}

/** Whether the account is its company's main account: every permission, and the company's own steps. */
export const isMainAccount = (user: Pick<Holder, 'parentId'>): boolean => user.parentId === null;

/** The account's identity as shown: the main account's, or the one its sub-account holds. */
export const identityOfAccount = (user: Holder): Identity => identityOf(isMainAccount(user) ? 'main' : user.identity);

export function can(user: Holder, perm: Permission): boolean {
  if (isMainAccount(user)) return true;
  if (perm === 'son') return false;
  return identityOf(user.identity).permissions.includes(perm);
}

/**
 * Screens that are only of use with a permission (any one of those listed), by path (lower case, the path or
 * below it). A link, menu entry or button leading there is shown only to users who may use it, and the page
 * itself answers a user without it with NO_PERMISSION instead of a screen that fails call by call.
 */
const PAGE_NEEDS: readonly (readonly [path: string, anyOf: readonly Permission[]])[] = [
  ['/cart/shoppingcart', ['buy']],
  ['/shoppingcart', ['buy']],
  ['/cart/settlement', ['buy']],
  ['/cart/payment', ['pay']],
  ['/cart/bankpay', ['pay']],
  ['/cart/paysucceed', ['pay']],
  ['/cart/refund', ['aftersale']],
  ['/aftersales', ['aftersale']],
  ['/submitas', ['aftersale']],
  ['/asrecord', ['aftersale']],
  ['/asrecorddetail', ['aftersale']],
  ['/mycontract', ['contract']],
  ['/invoice', ['invoice']],
  ['/invoiceadmin', ['invoice', 'buy']],
  ['/address', ['address']],
  ['/childacc', ['son']],
];

/** The permissions a screen needs (any one of them), or null when every logged-in user may use it. */
export function pageNeeds(path: string): readonly Permission[] | null {
  const p = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  let best: (typeof PAGE_NEEDS)[number] | null = null;
  for (const e of PAGE_NEEDS) if ((p === e[0] || p.startsWith(e[0] + '/')) && (!best || e[0].length > best[0].length)) best = e;
  return best ? best[1] : null;
}

/** Whether this user may use the screen at `path` (links to it are shown only then). */
export function mayOpen(user: Holder, path: string): boolean {
  const needs = pageNeeds(path);
  return !needs || needs.some((p) => can(user, p));
}

export const NO_PERMISSION = '当前账号没有此项权限，请联系企业主账号';
/** What a sub-account is told on what only the main account may do (sub-account management), and whom to ask. */
export const MAIN_ONLY = '仅主账号可以操作，请联系企业主账号';
/** The short note beside an activity's buy button for an account that may not buy (no 'buy' permission). */
export const CANNOT_BUY_NOTE = '当前账号身份不能下单采购';

/** What a screen answers a user who may not use it (mayOpen false). */
export const pageRefusal = (path: string): string => (pageNeeds(path)?.includes('son') ? MAIN_ONLY : NO_PERMISSION);

export const LEVEL_NAMES: Record<number, string> = { 1: '普通会员', 2: '银牌会员', 3: '金牌会员', 4: '钻石会员' };

/** The permissions of an account (its identity's, or all of them for the main account). */
export const permissionsOf = (user: Holder): Permission[] => PERMISSIONS.filter((p) => can(user, p));

/** What a sub-account without the permission is told (403). */
export const PERMISSION_REFUSALS: Readonly<Record<Permission, string>> = {
  buy: '当前账号没有下单权限，请联系企业主账号',
  'orders.company': NO_PERMISSION,
  pay: '当前账号没有付款权限，请联系企业主账号或财务',
  invoice: '当前账号没有发票权限，请联系企业主账号或财务',
  contract: '当前账号没有查看合同的权限，请联系企业主账号',
  aftersale: '当前账号没有售后权限，请联系企业主账号',
  address: NO_PERMISSION,
  son: MAIN_ONLY,
};

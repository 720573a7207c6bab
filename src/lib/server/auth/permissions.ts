// Sub-account identities and what each may do. The main account may do everything.
export const PERMISSIONS = ['buy', 'orders.company', 'pay', 'invoice', 'contract', 'aftersale', 'address', 'son'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What a sub-account without the permission is told (403). */
export const PERMISSION_REFUSALS: Readonly<Record<Permission, string>> = {
  buy: '当前账号没有下单权限，请联系企业主账号',
  'orders.company': '当前账号没有此项权限，请联系企业主账号',
  pay: '当前账号没有付款权限，请联系企业主账号或财务',
  invoice: '当前账号没有发票权限，请联系企业主账号或财务',
  contract: '当前账号没有查看合同的权限，请联系企业主账号',
  aftersale: '当前账号没有售后权限，请联系企业主账号',
  address: '当前账号没有此项权限，请联系企业主账号',
  son: '当前账号没有此项权限，请联系企业主账号',
};

export interface Identity {
  key: string;
  name: string;
  description: string;
  permissions: readonly Permission[];
}

export const IDENTITIES: readonly Identity[] = [
  { key: 'main', name: '主账号', description: '企业主账号，拥有全部权限', permissions: PERMISSIONS },
  {
    key: 'admin', name: '管理员', description: '除子账号管理外的全部权限',
    permissions: ['buy', 'orders.company', 'pay', 'invoice', 'contract', 'aftersale', 'address'],
  },
  { key: 'buyer', name: '采购员', description: '下单采购，查看和处理自己的订单', permissions: ['buy', 'pay', 'aftersale', 'address'] },
  { key: 'finance', name: '财务', description: '支付、发票和合同，查看企业全部订单', permissions: ['orders.company', 'pay', 'invoice', 'contract'] },
];

export const SUB_IDENTITIES = IDENTITIES.filter((i) => i.key !== 'main');

export function identityOf(key: string): Identity {
  return IDENTITIES.find((i) => i.key === key) ?? IDENTITIES[2]!;
}

export function can(user: { parentId: number | null; identity: string }, perm: Permission): boolean {
  if (user.parentId === null) return true;
  if (perm === 'son') return false;
  return identityOf(user.identity).permissions.includes(perm);
}

/** The permissions of an account (its identity's, or all of them for the main account). */
export const permissionsOf = (user: { parentId: number | null; identity: string }): Permission[] => PERMISSIONS.filter((p) => can(user, p));

export const LEVEL_NAMES: Record<number, string> = { 1: '普通会员', 2: '银牌会员', 3: '金牌会员', 4: '钻石会员' };

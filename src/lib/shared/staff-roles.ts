// Staff roles and the one permission table of the back office (the buyer table is lib/server/auth/permissions.ts; the two never mix).
// Shared: the server checks it on every /api/admin call and /admin page, the call contracts name the roles.
export const STAFF_ROLES = ['operator', 'merchandiser', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_NAMES: Record<StaffRole, string> = {
  operator: '运营',
  merchandiser: '商品运营',
  editor: '内容编辑',
  admin: '系统管理员',
};

/** A staff account's status (1 enabled, 0 disabled), as the staff page and the audit log name it. */
export const STAFF_STATUS_NAMES: Readonly<Record<number, string>> = { 1: '启用', 0: '停用' };

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  operator: '订单、报价、收款、发货、售后、退款、发票、企业审核',
  merchandiser: '商品、SKU、阶梯价、库存、图片、商品类型、分类、场景、活动和优惠券、批量导入',
  editor: '帮助中心、公告、关于我们、轮播图、热搜词、导航和页脚',
  admin: '员工账号和角色、操作日志',
};

/** Permission → the roles holding it. */
export const STAFF_PERMISSIONS = {
  orders: ['operator'],
  payments: ['operator'],
  aftersales: ['operator'],
  invoices: ['operator'],
  companies: ['operator'],
  catalogue: ['merchandiser'],
  activities: ['merchandiser'],
  content: ['editor'],
  storefront: ['editor'],
  /** Uploading pictures (products, scenes, banners). */
  images: ['merchandiser', 'editor'],
  staff: ['admin'],
  audit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;
export const STAFF_PERMISSION_KEYS = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function isStaffRole(v: string): v is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(v);
}

export function staffCan(s: { roles: readonly string[] }, perm: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[perm] as readonly string[]).some((r) => s.roles.includes(r));
}

/** Accepts a role key or its Chinese name (the command line takes either). */
export function parseStaffRole(s: string): StaffRole | null {
  const v = s.trim();
  if (isStaffRole(v)) return v;
  return STAFF_ROLES.find((r) => ROLE_NAMES[r] === v) ?? null;
}

/** A staff login name: a lower-case letter first, then letters, digits, '.', '_' or '-'; this long in all. */
export const STAFF_USERNAME = { min: 3, max: 20 } as const;
export const STAFF_USERNAME_RE = new RegExp(`^[a-z][a-z0-9._-]{${STAFF_USERNAME.min - 1},${STAFF_USERNAME.max - 1}}$`);
export const STAFF_USERNAME_RULE = `登录名应为${STAFF_USERNAME.min}-${STAFF_USERNAME.max}位小写字母、数字、点、下划线或短横线，以字母开头`;

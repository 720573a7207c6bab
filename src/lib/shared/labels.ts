// One label table per enum: every state, type and method a record can hold, and the Chinese name the store
// shows for it. Server (state machines, reads, refusals, ops) and browser (islands, pages) read these tables;
// nothing else spells a state's name (tests/unit/one-definition.test.ts checks).

/** The name of a key in a label table; an unknown key shows as itself. */
export function labelOf<K extends string | number>(table: Readonly<Record<K, string>>, key: string | number | null | undefined): string {
  if (key === null || key === undefined) return '';
  return (table as Record<string | number, string>)[key] ?? String(key);
}

/** Who made a timeline entry, as a buyer reads it: a buyer by name, the platform's staff as 平台, the store's own jobs as 系统. */
export const ACTOR_SIDE_NAMES: Readonly<Record<string, string>> = { operator: '平台', system: '系统' };
export const actorShown = (t: { actorType: string; actorName: string }) =>
  t.actorType === 'user' ? t.actorName : (ACTOR_SIDE_NAMES[t.actorType] ?? ACTOR_SIDE_NAMES.operator!);

export const ORDER_STATES = [
  'quoting',
  'quoted',
  'unpaid',
  'confirming',
  'unshipped',
  'shipped',
  'completed',
  'cancelled',
  'aftersale',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_NAMES: Readonly<Record<OrderState, string>> = {
  quoting: '待报价',
  quoted: '待确认报价',
  unpaid: '待付款',
  confirming: '待确认收款',
  unshipped: '待发货',
  shipped: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  aftersale: '售后中',
  refunded: '已退款',
};

export const AFTERSALE_STATES = ['submitted', 'approved', 'rejected', 'returning', 'received', 'refunded', 'cancelled'] as const;
export type AftersaleState = (typeof AFTERSALE_STATES)[number];
export const AFTERSALE_STATE_NAMES: Readonly<Record<AftersaleState, string>> = {
  submitted: '待审核',
  approved: '已同意',
  rejected: '已驳回',
  returning: '退货中',
  received: '平台已收货',
  refunded: '已退款',
  cancelled: '已撤销',
};
/** 1 仅退款 (refund only), 2 退货退款 (return the goods, then refund). */
export const AFTERSALE_TYPE_NAMES = { 1: '仅退款', 2: '退货退款' } as const;
export type AftersaleType = keyof typeof AFTERSALE_TYPE_NAMES;

/** Payment attempts: a bank receipt waits for review; a WeChat payment that does not match the order is an exception. */
export const PAYMENT_STATES = ['pending', 'confirmed', 'rejected', 'exception', 'resolved'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_NAMES: Readonly<Record<PaymentState, string>> = {
  pending: '待确认',
  confirmed: '已确认',
  rejected: '已驳回',
  exception: '异常，待平台处理',
  resolved: '异常已处理',
};
export const PAY_METHOD_NAMES = { bank: '对公转账', wechat: '微信支付' } as const;
export type PayMethod = keyof typeof PAY_METHOD_NAMES;

/** The quote of an order holding custom goods. */
export const QUOTE_STATES = ['requested', 'quoted', 'accepted', 'declined', 'cancelled'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];
export const QUOTE_STATE_NAMES: Readonly<Record<QuoteState, string>> = {
  requested: '待报价',
  quoted: '已报价',
  accepted: '已接受',
  declined: '已拒绝',
  cancelled: '已取消',
};

export const INVOICE_STATES = ['requested', 'issued', 'rejected', 'withdrawn'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_NAMES: Readonly<Record<InvoiceState, string>> = {
  requested: '待开票',
  issued: '已开票',
  rejected: '已驳回',
  withdrawn: '已撤回',
};
/** Invoice (and invoice-title) types. */
export const INVOICE_TYPE_NAMES = { 1: '增值税普通发票', 2: '增值税专用发票' } as const;
export type InvoiceType = keyof typeof INVOICE_TYPE_NAMES;
/** The invoice choice of an order at checkout: none, or one of the invoice types. */
export const ORDER_INVOICE_NAMES = { 0: '不开发票', ...INVOICE_TYPE_NAMES } as const;

/** Company review: pending → approved | rejected; rejected → pending (registerAgain). */
export const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_NAMES: Readonly<Record<CompanyStatus, string>> = { pending: '审核中', approved: '已认证', rejected: '未通过' };

export const GROUP_TEAM_STATUSES = ['open', 'complete', 'failed'] as const;
export type GroupTeamStatus = (typeof GROUP_TEAM_STATUSES)[number];
export const GROUP_TEAM_STATUS_NAMES: Readonly<Record<GroupTeamStatus, string>> = {
  open: '拼团中',
  complete: '拼团成功',
  failed: '拼团失败',
};

/** A seat in a group-buy team. 'refund': the team failed after the member paid; the money waits to go back. */
export const GROUP_MEMBER_STATUSES = ['unpaid', 'paid', 'refund', 'refunded', 'cancelled'] as const;
export type GroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];
export const GROUP_MEMBER_STATUS_NAMES: Readonly<Record<GroupMemberStatus, string>> = {
  unpaid: '待付款',
  paid: '已付款',
  refund: '退款中',
  refunded: '已退款',
  cancelled: '已取消',
};

/** Units of a seckill offer held for one buyer until the order is placed and paid, or given back. */
export const SECKILL_RESERVATION_STATUSES = ['reserved', 'ordered', 'paid', 'released'] as const;
export type SeckillReservationStatus = (typeof SECKILL_RESERVATION_STATUSES)[number];
export const SECKILL_RESERVATION_STATUS_NAMES: Readonly<Record<SeckillReservationStatus, string>> = {
  reserved: '待下单',
  ordered: '待付款',
  paid: '已付款',
  released: '已释放',
};

/** Back-office audit log: what was done and to what kind of record. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'order.quote': '报价',
  'order.ship': '发货',
  'order.deliver': '确认送达',
  'order.cancel': '取消订单',
  'order.sweep': '取消超时订单',
  'payment.confirm': '确认收款',
  'payment.reject': '驳回付款凭证',
  'payment.resolve': '处理异常付款',
  'aftersale.approve': '同意售后',
  'aftersale.reject': '驳回售后',
  'aftersale.receive': '确认收到退货',
  'aftersale.refund': '退款',
  'invoice.issue': '开具发票',
  'invoice.reject': '驳回发票申请',
  'invoice.red_flush': '记录发票红冲',
  'company.approve': '通过企业审核',
  'company.reject': '驳回企业审核',
  'product.create': '新建商品',
  'product.update': '修改商品',
  'product.show': '上下架',
  'sku.stock': '修改库存',
  'sku.price': '修改单价',
  'category.save': '保存分类',
  'scene.save': '保存场景',
  'scene.delete': '删除场景',
  'catalogue.import': '批量导入',
  'seckill.save': '保存秒杀',
  'discount.save': '保存折扣',
  'group.save': '保存拼团',
  'group.refunded': '拼团人工退款完成',
  'coupon.save': '保存优惠券',
  'banner.save': '保存轮播图',
  'banner.delete': '删除轮播图',
  'hotwords.save': '保存热搜词',
  'nav.save': '保存导航',
  'footer.save': '保存页脚',
  'help.save': '保存帮助页面',
  'help.restore': '恢复帮助版本',
  'help.import': '从仓库文件发布帮助页面',
  'notice.save': '保存公告',
  'notice.delete': '删除公告',
  'about.save': '保存关于我们',
  'staff.create': '新建员工',
  'staff.update': '修改员工',
  'staff.password': '重设员工密码',
  'staff.login': '员工登录',
  'staff.logout': '员工退出',
};

export const AUDIT_TARGETS: Record<string, string> = {
  order: '订单',
  aftersale: '售后单',
  invoice: '发票申请',
  company: '企业',
  product: '商品',
  sku: 'SKU',
  category: '分类',
  scene: '场景',
  import: '批量导入',
  seckill: '秒杀',
  discount: '折扣',
  group: '拼团',
  group_member: '参团记录',
  coupon: '优惠券',
  banner: '轮播图',
  hotwords: '热搜词',
  nav: '导航',
  footer: '页脚',
  help: '帮助页面',
  notice: '公告',
  about: '关于我们',
  staff: '员工',
};

/** A seckill item's limit: per account and per China day (the totals are kept by day), as buyers and staff read it. */
export const SECKILL_LIMIT_LABEL = '每人每日限购';
export const seckillLimitText = (n: number) => `${SECKILL_LIMIT_LABEL}${n}件`;
/** Where the account has taken today's limit: the board says so instead of offering a purchase the server refuses. */
export const SECKILL_LIMIT_REACHED = '今日已达限购';

/** Goods and activities on show to buyers or not (isShow), and the word for switching it. */
export const shelfName = (isShow: boolean) => (isShow ? '上架' : '下架');
export const shelfAction = (isShow: boolean) => shelfName(!isShow);

/** Coupon templates' types: 满减 (an amount off above a threshold) or 折扣 (a rate, capped). */
export const COUPON_TYPES = ['full', 'discount'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const COUPON_TYPE_NAMES: Readonly<Record<CouponType, string>> = { full: '满减', discount: '折扣' };

/** A buyer account's status (users.status: 1 on, 0 off), and the word for switching it. */
export const ACCOUNT_STATUS_NAMES: Readonly<Record<number, string>> = { 1: '已启用', 0: '已禁用' };
export const accountStatusAction = (status: number) => (status === 1 ? '禁用' : '启用');

/** Coupon tabs: 0 unused (still valid), 1 used, 2 expired. */
export const COUPON_TABS = [0, 1, 2] as const;
export const COUPON_TAB_NAMES: Record<number, string> = { 0: '未使用', 1: '已使用', 2: '已过期' };

/** The fields of audited records as the log names them (a field not listed shows its own name). */
export const AUDIT_FIELD_NAMES: Record<string, string> = {
  name: '名称',
  username: '登录名',
  phone: '手机号',
  roles: '角色',
  status: '状态',
  state: '状态',
  title: '标题',
  storeName: '商品名称',
  category: '分类',
  price: '价格',
  otPrice: '原价',
  attrs: '规格属性',
  code: '编号',
  goodsType: '商品类型',
  image: '主图',
  images: '商品图片',
  stock: '库存',
  isShow: '展示',
  sort: '排序',
  markdown: '正文',
  summary: '摘要',
  isTop: '置顶',
  publishedAt: '发布时间',
  startAt: '开始时间',
  endAt: '结束时间',
  amount: '金额',
  paymentId: '付款记录ID',
  method: '付款方式',
  minAmount: '使用门槛',
  rate: '折扣',
  total: '发放总量',
  perUser: '每人限领',
  claimable: '可领取',
  limitPerUser: '每人每日限购',
  skuId: 'SKU ID',
  productId: '商品ID',
  description: '说明',
  reason: '原因',
  carrier: '物流公司',
  trackingNo: '运单号',
  note: '备注',
  words: '热搜词',
  url: '图片',
  jumpUrl: '跳转地址',
  site: '平台信息',
  seller: '公司信息',
  rejectReason: '驳回原因',
  revisionId: '版本',
  version: '版本',
  chars: '字数',
  fileId: '文件',
  goodsTotal: '商品金额',
  discount: '优惠',
  payable: '应付金额',
  freight: '运费',
  refundAmount: '退款金额',
  productPrice: '拼团价',
};

/** An order's goods in a few words, as lists name an order: its first line, 等N种 when it has more. */
export const goodsSummary = (firstLine: string, lineCount: number): string => (lineCount > 1 ? `${firstLine} 等${lineCount}种` : firstLine);

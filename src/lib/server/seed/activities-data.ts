// Demo data of the activity centre, design centre, notices and help centre.
/** Help pages seeded from src/content/help/<slug>.md (the file's first "# " line is the title). */
export const HELP_PAGES = [
  { slug: 'fuWu', category: '平台协议', sort: 100 },
  { slug: 'YinSi', category: '平台协议', sort: 99 },
  { slug: '11', category: '售后与交期', sort: 90 },
  { slug: '10', category: '售后与交期', sort: 89 },
  { slug: 'shopping-guide', category: '购物指南', sort: 80 },
  { slug: 'custom-print', category: '购物指南', sort: 79 },
  { slug: 'payment', category: '购物指南', sort: 78 },
  { slug: 'invoice', category: '账户与发票', sort: 70 },
  { slug: 'account', category: '账户与发票', sort: 69 },
];

/** Daily slots: [title, start minute, end minute]. Together they cover the whole day. */
export const SLOTS: [string, number, number][] = [
  ['00:00', 0, 480],
  ['08:00', 480, 600],
  ['10:00', 600, 720],
  ['12:00', 720, 840],
  ['14:00', 840, 960],
  ['16:00', 960, 1080],
  ['18:00', 1080, 1200],
  ['20:00', 1200, 1320],
  ['22:00', 1320, 1440],
];

export const COUPONS = [
  {
    title: '全场满500减50',
    type: 'full',
    amount: 5000,
    minAmount: 50000,
    total: 1000,
    perUser: 1,
    validDays: 30,
    description: '标品与现货样品可用，秒杀、拼团和定制商品除外',
  },
  {
    title: '满2000减300',
    type: 'full',
    amount: 30000,
    minAmount: 200000,
    total: 300,
    perUser: 2,
    validDays: 15,
    description: '大额采购专享，每个账号限领2张',
  },
  {
    title: '商务礼品9折券',
    type: 'discount',
    amount: 20000,
    rate: 90,
    minAmount: 30000,
    total: 500,
    perUser: 1,
    validDays: 30,
    cateName: '商务礼品',
    description: '限商务礼品类商品',
  },
  {
    title: '宣传印刷满1000减120',
    type: 'full',
    amount: 12000,
    minAmount: 100000,
    total: 400,
    perUser: 1,
    validDays: 30,
    cateName: '宣传印刷',
    description: '限宣传印刷类商品',
  },
  {
    title: '开门红满100减20',
    type: 'full',
    amount: 2000,
    minAmount: 10000,
    total: 0,
    perUser: 1,
    validDays: 7,
    description: '不限量发放，领取后7天内有效',
  },
  {
    title: '限量秒领 满300减60',
    type: 'full',
    amount: 6000,
    minAmount: 30000,
    total: 3,
    perUser: 1,
    validDays: 10,
    description: '限量3张，先到先得',
  },
];

export const NOTICES = [
  {
    title: '关于2026年春节期间发货安排的通知',
    isTop: true,
    days: 2,
    summary: '春节期间（2月14日-2月22日）暂停生产，2月23日起恢复发货。',
    body: '尊敬的客户：\n\n春节期间（**2月14日至2月22日**）工厂暂停生产，现货样品于2月13日16:00前付款的订单当天发出。\n\n2月23日起恢复正常生产和发货，节前订单将按付款顺序优先排产。如有加急需求，请提前联系专属客服。\n\n祝您新春快乐，万事顺意！',
  },
  {
    title: '平台上线设计中心，海量模板免费使用',
    isTop: false,
    days: 6,
    summary: '名片、画册、海报等上百款模板，选中即可带入定制需求。',
    body: '设计中心现已上线，涵盖名片、宣传画册、海报、手提袋、台历等品类模板。\n\n1. 进入[设计中心](/indexpage/designCenter)按品类筛选；\n2. 选中模板后自动打开对应商品；\n3. 模板会带入定制需求，设计师按您的信息改稿。',
  },
  {
    title: '对公转账到账确认时间调整说明',
    isTop: false,
    days: 11,
    summary: '工作日9:00-18:00内的转账，平台将在2小时内确认到账。',
    body: '为加快订单处理速度，自即日起工作日 9:00-18:00 提交的转账回单，平台将在**2小时内**完成到账确认；非工作时间提交的回单将在次日上午处理。',
  },
  {
    title: '秒杀专场每日9场，限时限量',
    isTop: false,
    days: 15,
    summary: '每天0点、8点至22点每两小时一场，精选商品低至5折。',
    body: '活动中心秒杀专场每天共9场，每场精选标品与现货样品，**每人每日限购**，售完即止。秒杀订单需在30分钟内完成下单。',
  },
  {
    title: '关于防范冒充平台客服诈骗的提醒',
    isTop: false,
    days: 21,
    summary: '平台客服不会索要验证码、密码，也不会要求转账至个人账户。',
    body: '近期有不法分子冒充电商平台客服实施诈骗。请注意：\n\n- 启力印象客服**不会**索要您的短信验证码或登录密码；\n- 平台收款账户仅为“上海启力印象数字科技有限公司”对公账户；\n- 如有疑问请拨打官方客服热线 {{客服热线}} 核实。',
  },
  {
    title: '增值税专用发票开具流程优化',
    isTop: false,
    days: 30,
    summary: '订单完成后可在线申请专票，电子专票3个工作日内开具。',
    body: '现已支持在线申请增值税电子专用发票。请在“个人中心 → 发票信息管理”中完善开票信息，订单完成后即可在“我的发票”中提交申请。',
  },
  {
    title: '拼团活动规则说明',
    isTop: false,
    days: 36,
    summary: '在商品页所示的成团时间内凑齐人数并全部付款即拼团成功，未成团时已付款项将退回。',
    body: '1. 每个企业在同一拼团中限参团一次；\n2. 拼团人数与成团时间以商品页显示为准，成团时间内全部团员付款即拼团成功；\n3. 未成团时，已付款项由平台退回。',
  },
  {
    title: '会员等级查看说明',
    isTop: false,
    days: 45,
    summary: '会员等级可在个人中心的基本信息中查看，等级权益请咨询客服。',
    body: '您企业账号的会员等级显示在“个人中心 → 基本信息”中，等级的评定与权益请拨打客服热线 {{客服热线}} 咨询。',
  },
];

/** Design template styles per top category: [title, tags]. */
export const TEMPLATE_STYLES: [string, string[]][] = [
  ['简约商务', ['简约', '商务']],
  ['科技蓝调', ['科技', '蓝色']],
  ['国潮红韵', ['国潮', '红色']],
  ['清新自然', ['清新', '绿色']],
  ['高端黑金', ['高端', '黑金']],
];

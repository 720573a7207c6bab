// The label table of audit actions (what the log and the record pages show).
export const AUDIT_ACTIONS: Record<string, string> = {
  'order.quote': '报价', 'order.ship': '发货', 'order.deliver': '确认送达', 'order.cancel': '取消订单', 'order.sweep': '取消超时订单',
  'payment.confirm': '确认收款', 'payment.reject': '驳回付款凭证',
  'aftersale.approve': '同意售后', 'aftersale.reject': '驳回售后', 'aftersale.receive': '确认收到退货', 'aftersale.refund': '退款',
  'invoice.issue': '开具发票', 'invoice.reject': '驳回发票申请',
  'company.approve': '通过企业审核', 'company.reject': '驳回企业审核',
  'product.create': '新建商品', 'product.update': '修改商品', 'product.show': '上下架', 'sku.stock': '修改库存', 'sku.price': '修改单价',
  'category.save': '保存分类', 'scene.save': '保存场景', 'scene.delete': '删除场景', 'catalogue.import': '批量导入',
  'seckill.save': '保存秒杀', 'discount.save': '保存折扣', 'group.save': '保存拼团', 'coupon.save': '保存优惠券',
  'banner.save': '保存轮播图', 'banner.delete': '删除轮播图', 'hotwords.save': '保存热搜词', 'nav.save': '保存导航', 'footer.save': '保存页脚',
  'help.save': '保存帮助页面', 'help.restore': '恢复帮助版本', 'help.import': '从仓库文件发布帮助页面',
  'notice.save': '保存公告', 'notice.delete': '删除公告', 'about.save': '保存关于我们',
  'staff.create': '新建员工', 'staff.update': '修改员工', 'staff.password': '重设员工密码',
};

export const AUDIT_TARGETS: Record<string, string> = {
  order: '订单', aftersale: '售后单', invoice: '发票申请', company: '企业', product: '商品', sku: 'SKU', category: '分类', scene: '场景',
  import: '批量导入', seckill: '秒杀', discount: '折扣', group: '拼团', coupon: '优惠券', banner: '轮播图', hotwords: '热搜词', nav: '导航',
  footer: '页脚', help: '帮助页面', notice: '公告', about: '关于我们', staff: '员工',
};

export const auditActionName = (a: string) => AUDIT_ACTIONS[a] ?? a;

// Operator commands for orders and payments. All changes go through the order state machine (actor 'operator'),
// each a decision of the staff audit log (decide[…], as the back office's), logged as 命令行.
import { formatPrice } from '../../src/lib/shared/money.ts';
import { parseYuan } from '../../src/lib/shared/yuan.ts';
import { parseState, STATE_NAMES, ORDER_STATES } from '../../src/lib/server/orders/state.ts';
import { linesOf, listForOperator, listSkus, orderByRef, stateName } from '../../src/lib/server/orders/operator.ts';
import { decide } from '../../src/lib/server/staff/decisions.ts';
import { COMMAND_LINE } from '../../src/lib/server/staff/audit.ts';
import { refundTotals } from '../../src/lib/server/aftersales/effects.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));

function needRef(args, usage) {
  const ref = args._[0];
  if (!ref) throw fail(`缺少订单号。用法：${usage}`);
  return ref;
}

function yuan(v, label) {
  const fen = parseYuan(text(v));
  if (fen === null) throw fail(`${label}格式不正确（元，最多两位小数）`);
  return fen;
}

const done = (o, what) => `${o.orderNo} ${what}：现为「${stateName(o.state)}」`;

export const commands = {
  'order:list': {
    usage: 'order:list [--state 待付款|unpaid,…] [--limit 50]',
    description: '按状态列出订单（不填状态则列出全部最新订单）。状态：' + ORDER_STATES.map((s) => `${s}=${STATE_NAMES[s]}`).join('，'),
    async run(db, args) {
      const states = text(args.state)
        .split(',')
        .filter(Boolean)
        .map((s) => {
          const st = parseState(s.trim());
          if (!st) throw fail(`未知状态：${s}`);
          return st;
        });
      const rows = await listForOperator(db, states, Number(text(args.limit) || 50));
      if (!rows.length) return '暂无订单';
      return rows
        .map((r) =>
          [
            r.orderNo,
            `#${r.id}`,
            stateName(r.state),
            formatPrice(r.payable),
            r.payMethod ?? '-',
            r.company,
            r.placedBy,
            r.createdAt.toISOString(),
          ].join('\t'),
        )
        .join('\n');
    },
  },
  'order:show': {
    usage: 'order:show <订单号|ID>',
    description: '显示订单、明细行（含行ID，报价时使用）',
    async run(db, args) {
      const o = await orderByRef(db, needRef(args, 'order:show <订单号>'));
      const lines = await linesOf(db, o.id);
      const refunds = await refundTotals(db, o.id);
      return [
        `${o.orderNo} (#${o.id}) 「${stateName(o.state)}」 应付 ${formatPrice(o.payable)}（商品 ${formatPrice(o.goodsTotal)} 运费 ${formatPrice(o.freight)} 优惠 ${formatPrice(o.discount)}）`,
        refunds.refunded > 0 || refunds.pending > 0
          ? `已退款 ${formatPrice(refunds.refunded)}${refunds.pending > 0 ? `（处理中 ${formatPrice(refunds.pending)}）` : ''}`
          : '',
        `收货：${o.address.realName} ${o.address.phone} ${o.address.province}${o.address.city}${o.address.district}${o.address.detail}`,
        ...lines.map(
          (l) =>
            `  行${l.id} ${l.productName} [${Object.values(l.specs).join('/')}] ×${l.num}${l.unitName} 单价 ${formatPrice(l.unitPrice)} 小计 ${formatPrice(l.lineTotal)}${l.custom?.note ? ` 需求：${l.custom.note}` : ''}`,
        ),
        o.carrier ? `物流：${o.carrier} ${o.trackingNo}` : '',
      ]
        .filter(Boolean)
        .join('\n');
    },
  },
  'order:quote': {
    usage: 'order:quote <订单号> --delivery YYYY-MM-DD (--price <单价元> | --line <行ID>=<单价元> …) [--freight <元>] [--note 说明]',
    description: '为定制商品订单报价（待报价 → 待确认报价）：定制行单价与交货日期，运费默认按包邮规则',
    async run(db, args) {
      const o = await orderByRef(db, needRef(args, 'order:quote <订单号> --delivery YYYY-MM-DD --price 12.5'));
      const lineUnits = {};
      for (const l of [].concat(args.line ?? [])) {
        const m = /^(\d+)=(.+)$/.exec(String(l));
        if (!m) throw fail(`--line 格式应为 行ID=单价元：${l}`);
        lineUnits[Number(m[1])] = yuan(m[2], '单价');
      }
      const done2 = await decide['order.quote'](db, COMMAND_LINE, {
        id: o.id,
        lineUnits,
        unitPrice: args.price === undefined ? undefined : yuan(args.price, '单价'),
        freight: args.freight === undefined ? undefined : yuan(args.freight, '运费'),
        deliveryDate: text(args.delivery),
        note: text(args.note),
      });
      return done(done2, `已报价，应付 ${formatPrice(done2.payable)}`);
    },
  },
  'payment:confirm': {
    usage: 'payment:confirm <订单号>',
    description: '确认对公转账已到账（待确认收款 → 待发货）',
    async run(db, args) {
      const o = await orderByRef(db, needRef(args, 'payment:confirm <订单号>'));
      return done(await decide['payment.confirm'](db, COMMAND_LINE, { id: o.id, note: text(args.note) }), '已确认收款');
    },
  },
  'payment:reject': {
    usage: 'payment:reject <订单号> --reason 原因',
    description: '驳回转账凭证（待确认收款 → 待付款），买家可重新上传',
    async run(db, args) {
      const o = await orderByRef(db, needRef(args, 'payment:reject <订单号> --reason 原因'));
      return done(await decide['payment.reject'](db, COMMAND_LINE, { id: o.id, reason: text(args.reason) }), '已驳回付款凭证');
    },
  },
  'order:ship': {
    usage: 'order:ship <订单号> --carrier 物流公司 --tracking 物流单号',
    description: '发货（待发货 → 待收货）',
    async run(db, args) {
      const o = await orderByRef(db, needRef(args, 'order:ship <订单号> --carrier 顺丰速运 --tracking SF123456'));
      const shipped = await decide['order.ship'](db, COMMAND_LINE, {
        id: o.id,
        carrier: text(args.carrier),
        trackingNo: text(args.tracking),
      });
      return done(shipped, '已发货');
    },
  },
  'order:deliver': {
    usage: 'order:deliver <订单号>',
    description: '物流签收后由平台确认送达（待收货 → 已完成）',
    async run(db, args) {
      const o = await orderByRef(db, needRef(args, 'order:deliver <订单号>'));
      return done(await decide['order.deliver'](db, COMMAND_LINE, { id: o.id }), '已确认送达');
    },
  },
  'order:cancel': {
    usage: 'order:cancel <订单号> --reason 原因',
    description: '平台取消未付款或待报价的订单（释放库存与优惠券）',
    async run(db, args) {
      const o = await orderByRef(db, needRef(args, 'order:cancel <订单号> --reason 原因'));
      return done(await decide['order.cancel'](db, COMMAND_LINE, { id: o.id, reason: text(args.reason) }), '已取消');
    },
  },
  'order:sweep': {
    usage: 'order:sweep',
    description: '立即取消所有超时未付款的订单（服务器每分钟也会自动执行）',
    async run(db) {
      return `已取消 ${await decide['order.sweep'](db, COMMAND_LINE, {})} 个超时未付款订单`;
    },
  },
  'stock:list': {
    usage: 'stock:list [--type 2|3|4|5] [--product <商品ID>] [--limit 50]',
    description: '列出规格库存：SKU ID、SKU编码、商品ID、类型、库存、起订量、递增量、单价、商品名',
    async run(db, args) {
      const rows = await listSkus(db, {
        type: Number(text(args.type)) || undefined,
        productId: Number(text(args.product)) || undefined,
        limit: Number(text(args.limit) || 50),
      });
      return (
        rows
          .map((r) =>
            [
              r.skuId,
              r.skuCode,
              r.productId,
              r.type,
              r.stock,
              r.minQty,
              r.stepQty,
              formatPrice(r.price),
              r.name,
              r.isShow ? '' : '已下架',
            ].join('\t'),
          )
          .join('\n') || '暂无数据'
      );
    },
  },
  'stock:set': {
    usage: 'stock:set <SKU编码|SKU ID> <库存>',
    description: '设置某个规格的库存（商品总库存随之更新）',
    async run(db, args) {
      const [ref, n] = args._;
      if (!ref || n === undefined || !/^\d+$/.test(n)) throw fail('用法：stock:set <SKU编码|SKU ID> <库存>');
      const s = await decide['sku.stock'](db, COMMAND_LINE, { sku: ref, stock: Number(n) });
      return `${s.skuCode} (#${s.id}) 库存已设为 ${s.stock}`;
    },
  },
  'price:set': {
    usage: 'price:set <SKU编码|SKU ID> <单价元>',
    description: '设置某个规格的单价（商品列表价随之取最低规格价）；所有服务器立即生效',
    async run(db, args) {
      const [ref, p] = args._;
      if (!ref || p === undefined) throw fail('用法：price:set <SKU编码|SKU ID> <单价元>');
      const s = await decide['sku.price'](db, COMMAND_LINE, { sku: ref, price: yuan(p, '单价') });
      return `${s.skuCode} (#${s.id}) 单价已设为 ${formatPrice(s.price)}`;
    },
  },
};

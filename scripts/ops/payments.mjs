// Operator commands for the exception queue (异常付款): payments the system could not apply (a WeChat payment that
// does not match its order; a transfer receipt left pending when the order got paid another way). List them, and
// close one out with a note once handled outside the system (退款、补录 …).
import { formatPrice } from '../../src/lib/shared/money.ts';
import { formatTime } from '../../src/lib/shared/time.ts';
import { labelOf, ORDER_STATE_NAMES, PAY_METHOD_NAMES, PAYMENT_STATE_NAMES } from '../../src/lib/shared/labels.ts';
import { listPaymentExceptions, paymentByRef } from '../../src/lib/server/payments/exceptions.ts';
import { decide } from '../../src/lib/server/staff/decisions.ts';
import { COMMAND_LINE } from '../../src/lib/server/staff/audit.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));

export const commands = {
  'payment:exceptions': {
    usage: 'payment:exceptions [--all] [--limit 50]',
    description:
      '列出异常付款（待平台处理；--all 含已处理），最新在前：金额不符或订单已取消的微信支付、订单已付款后仍待确认的转账凭证（可能重复付款）',
    async run(db, args) {
      const rows = await listPaymentExceptions(db, args.all === true, Number(text(args.limit) || 50));
      if (!rows.length) return args.all ? '暂无异常付款' : '暂无待处理的异常付款';
      return rows
        .map(({ p, orderNo, orderState, payable, company, resolution }) =>
          [
            `#${p.id}`,
            orderNo,
            labelOf(PAY_METHOD_NAMES, p.method),
            `实付${formatPrice(p.amount)}`,
            `应付${formatPrice(payable)}`,
            `订单${labelOf(ORDER_STATE_NAMES, orderState)}`,
            labelOf(PAYMENT_STATE_NAMES, p.state),
            p.rejectReason ?? '',
            resolution ? `处理：${resolution}` : '',
            company,
            formatTime(p.createdAt),
          ].join('\t'),
        )
        .join('\n');
    },
  },
  'payment:resolve': {
    usage: 'payment:resolve <付款记录ID> --note 处理说明',
    description: '异常付款已在系统外处理（如已原路退款、已补录），记录处理说明（异常，待平台处理 → 异常已处理）',
    async run(db, args) {
      const ref = args._[0];
      if (!ref) throw fail('缺少付款记录ID。用法：payment:resolve <付款记录ID> --note 处理说明');
      const found = await paymentByRef(db, String(ref).replace(/^#/, ''));
      const p = await decide['payment.resolve'](db, COMMAND_LINE, { id: found.id, note: text(args.note) });
      return `付款记录 #${p.id} 已处理：${text(args.note).trim()}`;
    },
  },
};

// Operator commands for activities: group-buy seats owed a refund that after-sales does not hold, and closing one
// once it is paid back by hand.
import { unopenedGroupRefunds } from '../../src/lib/server/activities/groups.ts';
import { decide } from '../../src/lib/server/staff/decisions.ts';
import { COMMAND_LINE } from '../../src/lib/server/staff/audit.ts';
import { parseId } from '../../src/lib/shared/ids.ts';
import { formatPrice } from '../../src/lib/shared/money.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));

export const commands = {
  'group:refunds': {
    usage: 'group:refunds [--limit 50]',
    description: '列出拼团失败（或成团期限后付款）应退款、但未进入售后待退款的参团记录：无订单、订单不存在或订单状态不能售后，需人工退款',
    async run(db, args) {
      const rows = await unopenedGroupRefunds(db, Number(text(args.limit) || 50));
      if (!rows.length) return '暂无未进入售后的拼团退款';
      return rows
        .map((r) => [`参团#${r.memberId}`, `拼团#${r.teamId}`, r.company, r.orderNo ?? '-', r.why, formatPrice(r.amount)].join('\t'))
        .join('\n');
    },
  },
  'group:refunded': {
    usage: 'group:refunded <参团ID> --note 退款说明',
    description: '上述参团记录已在系统外退款（如已对公转账退回），记录退款说明（退款中 → 已退款）',
    async run(db, args) {
      const id = parseId(String(args._[0] ?? '').replace(/^(参团)?#/, ''));
      if (id === null) throw fail('缺少参团ID。用法：group:refunded <参团ID> --note 退款说明');
      const seat = await decide['group.refunded'](db, COMMAND_LINE, { id, note: text(args.note) });
      return `参团#${seat.id} 已记录退款完成：${text(args.note).trim()}`;
    },
  },
};

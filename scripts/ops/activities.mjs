// Operator commands for activities: group-buy seats owed a refund that after-sales does not hold.
import { unopenedGroupRefunds } from '../../src/lib/server/activities/groups.ts';
import { formatPrice } from '../../src/lib/shared/money.ts';

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
};

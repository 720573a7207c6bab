// Operator commands for after-sales records. Every change goes through the after-sales state machine
// (actor 'operator'), with its notice to the buyer and its effect on the order (售后中 → back, or 已退款).
import { formatPrice } from '../../src/lib/shared/money.ts';
import { AS_STATES, AS_STATE_NAMES, AS_TYPES } from '../../src/lib/server/aftersales/state.ts';
import {
  approveAs,
  asByRef,
  listAsForOperator,
  parseAsState,
  receiveAs,
  refundAs,
  rejectAs,
} from '../../src/lib/server/aftersales/actions.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));

async function record(db, args, usage) {
  if (!args._[0]) throw fail(`缺少售后单号。用法：${usage}`);
  return asByRef(db, args._[0]);
}

/** A command that moves one record a step through the state machine, with a note (or a required reason). */
function step(name, field, description, act, what) {
  const required = field === 'reason' ? ' --reason 原因' : '';
  return {
    [name]: {
      usage: `${name} <售后单号|ID>${required || ' [--note 说明]'}`,
      description,
      async run(db, args) {
        const r = await act(db, await record(db, args, `${name} <售后单号>${required}`), text(args[field]));
        return `${r.asNo} ${what(r)}：现为「${AS_STATE_NAMES[r.state] ?? r.state}」`;
      },
    },
  };
}

export const commands = {
  'aftersale:list': {
    usage: 'aftersale:list [--state 待审核|submitted,…] [--limit 50]',
    description: '按状态列出售后单（不填则列出最新的全部）。状态：' + AS_STATES.map((s) => `${s}=${AS_STATE_NAMES[s]}`).join('，'),
    async run(db, args) {
      const states = text(args.state)
        .split(',')
        .filter(Boolean)
        .map((s) => {
          const st = parseAsState(s.trim());
          if (!st) throw fail(`未知状态：${s}`);
          return st;
        });
      const rows = await listAsForOperator(db, states, Number(text(args.limit) || 50));
      if (!rows.length) return '暂无售后单';
      return rows
        .map(({ r, orderNo, company }) =>
          [
            r.asNo,
            `#${r.id}`,
            AS_STATE_NAMES[r.state] ?? r.state,
            AS_TYPES[r.type] ?? r.type,
            `×${r.num}`,
            formatPrice(r.refundAmount),
            orderNo,
            company,
            r.reason,
          ].join('\t'),
        )
        .join('\n');
    },
  },
  ...step('aftersale:approve', 'note', '同意售后（待审核 → 已同意）；退货退款的买家随后寄回商品', approveAs, () => '已同意'),
  ...step('aftersale:reject', 'reason', '驳回售后（待审核 → 已驳回），订单回到售后前的状态', rejectAs, () => '已驳回'),
  ...step('aftersale:receive', 'note', '确认收到买家寄回的商品（退货中 → 平台已收货）', receiveAs, () => '已确认收货'),
  ...step(
    'aftersale:refund',
    'note',
    '登记退款已完成（仅退款：已同意 → 已退款；退货退款：平台已收货 → 已退款）。款项由财务线下原路退回',
    refundAs,
    (r) => `已退款 ${formatPrice(r.refundAmount)}`,
  ),
};

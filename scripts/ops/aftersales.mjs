// Operator commands for after-sales records. Every change goes through the after-sales state machine
// (actor 'operator') as a decision of the staff audit log (decide[…], logged as 命令行), with its notice to the buyer and its effect on the order (售后中 → back, or 已退款).
import { formatPrice } from '../../src/lib/shared/money.ts';
import { AS_STATES, AS_STATE_NAMES, AS_TYPES } from '../../src/lib/server/aftersales/state.ts';
import { AS_QUEUES, asByRef, listAsForOperator, parseAsQueue, parseAsState } from '../../src/lib/server/aftersales/actions.ts';
import { decide } from '../../src/lib/server/staff/decisions.ts';
import { COMMAND_LINE } from '../../src/lib/server/staff/audit.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));
/** The back office's queues, as `--queue` takes them: decide=售后待审核，… */
const QUEUE_NAMES = Object.entries(AS_QUEUES)
  .map(([key, q]) => `${key}=${q.label}`)
  .join('，');

async function record(db, args, usage) {
  if (!args._[0]) throw fail(`缺少售后单号。用法：${usage}`);
  return asByRef(db, args._[0]);
}

/** A command that moves one record a step through the state machine (the decision `action`), with a note (or a required reason). */
function step(name, field, description, action, what) {
  const required = field === 'reason' ? ' --reason 原因' : '';
  return {
    [name]: {
      usage: `${name} <售后单号|ID>${required || ' [--note 说明]'}`,
      description,
      async run(db, args) {
        const { id } = await record(db, args, `${name} <售后单号>${required}`);
        const r = await decide[action](db, COMMAND_LINE, { id, [field]: text(args[field]) });
        return `${r.asNo} ${what(r)}：现为「${AS_STATE_NAMES[r.state] ?? r.state}」`;
      },
    },
  };
}

export const commands = {
  'aftersale:list': {
    usage: 'aftersale:list [--state 待审核|submitted,… | --queue 待退款|refund] [--limit 50]',
    description:
      '按状态或后台的队列列出售后单（都不填则列出最新的全部）。状态：' +
      AS_STATES.map((s) => `${s}=${AS_STATE_NAMES[s]}`).join('，') +
      `。队列（与后台售后列表及工作台的计数同一条件，如待退款只含现在可退款的）：${QUEUE_NAMES}`,
    async run(db, args) {
      const queue = text(args.queue).trim();
      if (queue && text(args.state)) throw fail('--queue 与 --state 只能选一个');
      let cases;
      if (queue) {
        const key = parseAsQueue(queue);
        if (!key) throw fail(`未知队列：${queue}（可选：${QUEUE_NAMES}）`);
        cases = AS_QUEUES[key].cases;
      } else
        cases = text(args.state)
          .split(',')
          .filter(Boolean)
          .map((s) => {
            const state = parseAsState(s.trim());
            if (!state) throw fail(`未知状态：${s}`);
            return { state };
          });
      const rows = await listAsForOperator(db, cases, Number(text(args.limit) || 50));
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
  ...step('aftersale:approve', 'note', '同意售后（待审核 → 已同意）；退货退款的买家随后寄回商品', 'aftersale.approve', () => '已同意'),
  ...step('aftersale:reject', 'reason', '驳回售后（待审核 → 已驳回），订单回到售后前的状态', 'aftersale.reject', () => '已驳回'),
  ...step('aftersale:receive', 'note', '确认收到买家寄回的商品（退货中 → 平台已收货）', 'aftersale.receive', () => '已确认收货'),
  ...step(
    'aftersale:refund',
    'note',
    '登记退款已完成（仅退款：已同意 → 已退款；退货退款：平台已收货 → 已退款）。款项由财务线下原路退回',
    'aftersale.refund',
    (r) => `已退款 ${formatPrice(r.refundAmount)}`,
  ),
};

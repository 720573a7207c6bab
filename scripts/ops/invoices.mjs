// Operator commands for invoice requests: list, issue (attach the PDF), reject (with a reason), record a 红冲 done.
import { formatPrice } from '../../src/lib/shared/money.ts';
import { INVOICE_STATE_NAMES, INVOICE_STATES, INVOICE_TYPE_NAMES, labelOf } from '../../src/lib/shared/labels.ts';
import { invoiceByRef, listInvoicesForOperator } from '../../src/lib/server/invoices/operator.ts';
import { redFlushMark } from '../../src/lib/server/invoices/red-flush.ts';
import { decide } from '../../src/lib/server/staff/decisions.ts';
import { COMMAND_LINE } from '../../src/lib/server/staff/audit.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));

export const commands = {
  'invoice:list': {
    usage: `invoice:list [--state ${INVOICE_STATES.join('|')}] [--refunded] [--limit 50]`,
    description: '列出发票申请（默认全部，最新在前）；--refunded 只列开票后有退款、需红冲的发票',
    async run(db, args) {
      const st = text(args.state);
      if (st && !INVOICE_STATES.includes(st)) throw fail(`未知状态：${st}`);
      const rows = await listInvoicesForOperator(db, st ? [st] : [], Number(text(args.limit) || 50), args.refunded === true);
      if (!rows.length) return args.refunded === true ? '暂无开票后退款需红冲的发票' : '暂无发票申请';
      return rows
        .map(({ inv, company, redFlushDue }) =>
          [
            inv.invoiceNo,
            `#${inv.id}`,
            labelOf(INVOICE_STATE_NAMES, inv.state),
            labelOf(INVOICE_TYPE_NAMES, inv.type),
            formatPrice(inv.amount),
            inv.title,
            inv.taxNo,
            company,
            ...(redFlushDue > 0 ? [redFlushMark(redFlushDue)] : []),
            ...(inv.redFlushedAt ? [`已红冲${inv.redFlushNo ? `（${inv.redFlushNo}）` : ''}`] : []),
          ].join('\t'),
        )
        .join('\n');
    },
  },
  'invoice:issue': {
    usage: 'invoice:issue <申请编号|ID> <发票.pdf>',
    description: '开具发票：上传发票PDF（相对路径以项目目录为准），买家可在“我的发票”下载',
    async run(db, args) {
      const [ref, file] = args._;
      if (!ref || !file) throw fail('用法：invoice:issue <申请编号|ID> <发票.pdf>');
      const inv = await decide['invoice.issue'](db, COMMAND_LINE, { id: (await invoiceByRef(db, ref)).id, pdf: { file } });
      return `${inv.invoiceNo} 已开票（${formatPrice(inv.amount)}）`;
    },
  },
  'invoice:reject': {
    usage: 'invoice:reject <申请编号|ID> <原因>',
    description: '驳回发票申请，所含订单可重新申请',
    async run(db, args) {
      const [ref, ...words] = args._;
      const reason = words.join(' ') || text(args.reason);
      if (!ref || !reason) throw fail('用法：invoice:reject <申请编号|ID> <原因>');
      const inv = await decide['invoice.reject'](db, COMMAND_LINE, { id: (await invoiceByRef(db, ref)).id, reason });
      return `${inv.invoiceNo} 已驳回：${inv.rejectReason}`;
    },
  },
  'invoice:red-flush': {
    usage: 'invoice:red-flush <申请编号|ID> --note 红冲说明 [--no 红字发票号码]',
    description: '记录已对开票后退款的发票红冲（需红冲的标记随之消除；之后再有退款会重新标记差额）',
    async run(db, args) {
      const ref = args._[0];
      if (!ref) throw fail('缺少发票申请编号。用法：invoice:red-flush <申请编号|ID> --note 红冲说明 [--no 红字发票号码]');
      const redNo = text(args.no);
      if (redNo.length > 40) throw fail('红字发票号码不能超过40个字');
      const note = text(args.note);
      if (note.trim().length > 200) throw fail('红冲说明不能超过200个字');
      const inv = await decide['invoice.red_flush'](db, COMMAND_LINE, { id: (await invoiceByRef(db, ref)).id, note, redNo });
      return `${inv.invoiceNo} 已记录红冲（已覆盖开票后退款 ${formatPrice(inv.redFlushedAmount)}）`;
    },
  },
};

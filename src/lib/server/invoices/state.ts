// The invoice-request machine: requested → issued (an operator attaches the PDF) | rejected (with a reason; the
// orders may go on a new request) | withdrawn (the buyer takes it back while it waits, e.g. to fix the title or the
// orders; the orders may go on a new request). The buyer hears of an operator's move. An issued invoice whose orders
// were refunded after issue takes `red_flush` (issued → issued): staff record the red-letter correction done, with a
// note (red-flush.ts).
import { eq } from 'drizzle-orm';
import { invoiceOrders, invoices } from '~/lib/server/db/schema/index.ts';
import { machine, type Change } from '~/lib/server/state/engine.ts';
import { notify } from '~/lib/server/notices/send.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { INVOICE_STATE_NAMES, INVOICE_STATES } from '~/lib/shared/labels.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

const NOTICES: Record<string, (r: InvoiceRow) => { kind: string; title: string; content: string }> = {
  issue: (r) => ({
    kind: 'invoice_issued',
    title: '发票已开具',
    content: `发票申请 ${r.invoiceNo}（${r.title}，${formatPrice(r.amount)}）已开具，可在“我的发票”中下载。`,
  }),
  reject: (r) => ({
    kind: 'invoice_rejected',
    title: '发票申请被驳回',
    content: `发票申请 ${r.invoiceNo} 被驳回：${r.rejectReason}。请修改后重新申请。`,
  }),
};

/** Why staff can no longer act on a request the buyer withdrew (a race lost to the buyer answers it, 409). */
const WITHDRAWN = '买家已撤回该开票申请';
const ONLY_REQUESTED = '只能驳回待开票的申请';

export const invoiceMachine = machine<InvoiceRow>()({
  kind: 'invoice',
  table: invoices,
  stateKey: 'state',
  states: INVOICE_STATES,
  names: INVOICE_STATE_NAMES,
  moves: {
    issue: {
      from: ['requested'],
      to: 'issued',
      by: ['operator'],
      label: '开票',
      refused: { withdrawn: `${WITHDRAWN}，无法开票` },
      effects: ['notify'],
    },
    reject: {
      from: ['requested'],
      to: 'rejected',
      by: ['operator'],
      label: '驳回',
      refused: { issued: ONLY_REQUESTED, rejected: ONLY_REQUESTED, withdrawn: `${WITHDRAWN}，无需驳回` },
      effects: ['freeOrders', 'notify'],
    },
    /** The buyer takes back a request still waiting (withdrawInvoice); its orders may go on a new one. */
    withdraw: {
      from: ['requested'],
      to: 'withdrawn',
      by: ['user'],
      perm: 'invoice',
      label: '撤回',
      refused: { issued: '该开票申请已开票，无法撤回', rejected: '该开票申请已驳回，无法撤回', withdrawn: '该开票申请已撤回' },
      effects: ['freeOrders'],
    },
    red_flush: {
      from: ['issued'],
      to: 'issued',
      by: ['operator'],
      label: '记录红冲',
      refused: '只能为已开票的发票记录红冲',
    },
  },
  effects: {
    /** The orders of a rejected or withdrawn request may be put on a new one. */
    async freeOrders({ tx, row }) {
      await tx.update(invoiceOrders).set({ active: false }).where(eq(invoiceOrders.invoiceId, row.id));
    },
    async notify({ tx, row, action, at }: Change<InvoiceRow>) {
      const n = NOTICES[action]!(row);
      await notify(
        tx,
        {
          companyId: row.companyId,
          ownerId: row.userId,
          orderId: null,
          kind: n.kind,
          title: n.title,
          content: n.content,
          link: '/invoice',
        },
        at,
      );
    },
  },
  texts: {
    noun: '发票申请',
    notFound: '发票申请不存在',
    changed: '发票申请状态已变化，请刷新后重试',
    operatorSide: '平台运营',
    buyerSide: '下单企业',
    operatorName: '平台运营',
  },
  // red_flush stays issued: its time is its own column, the issue time kept
  stamps: (to, row, at) =>
    to === row.state ? {} : to === 'issued' ? { issuedAt: at } : to === 'withdrawn' ? { withdrawnAt: at } : { rejectedAt: at },
});

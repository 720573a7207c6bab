// The company review machine: pending → approved | rejected by an operator (a decision may be revised: approved ↔
// rejected); a rejected company's main account resubmits its registration (rejected → pending). Refusals answer
// 400, as the review always did. The company hears of each decision in 消息通知.
import { and, eq, isNull } from 'drizzle-orm';
import { companies, users } from '~/lib/server/db/schema/index.ts';
import { machine, type Change } from '~/lib/server/state/engine.ts';
import { notify } from '~/lib/server/notices/send.ts';
import { companyRejection } from '~/lib/shared/wording.ts';
import { COMPANY_STATUS_NAMES, COMPANY_STATUSES } from '~/lib/shared/labels.ts';

export type CompanyRow = typeof companies.$inferSelect;

const NOTICES: Record<string, (c: CompanyRow, note: string) => { kind: string; title: string; content: string }> = {
  approve: (c) => ({
    kind: 'company_approved',
    title: '企业认证已通过',
    content: `${c.name} 已通过企业认证，现在可以下单采购了。`,
  }),
  reject: (c, note) => ({
    kind: 'company_rejected',
    title: '企业认证未通过',
    content: `${c.name} 的企业认证未通过：${companyRejection(note)}`,
  }),
};

export const companyMachine = machine<CompanyRow>()({
  kind: 'company',
  table: companies,
  stateKey: 'status',
  states: COMPANY_STATUSES,
  names: COMPANY_STATUS_NAMES,
  moves: {
    approve: { from: ['pending', 'rejected'], to: 'approved', by: ['operator'], label: '审核通过', effects: ['notify'] },
    reject: { from: ['pending', 'approved'], to: 'rejected', by: ['operator'], label: '驳回认证', effects: ['notify'] },
    resubmit: {
      from: ['rejected'],
      to: 'pending',
      by: ['user'],
      label: '重新提交认证',
      refused: { pending: '企业资料正在审核中', approved: '企业已认证，无需重新提交' },
    },
  },
  effects: {
    /** The company's main account (and those who see all its orders, notices/send.ts) hears of the decision. */
    async notify({ tx, row, action, note, at }: Change<CompanyRow>) {
      const [main] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, row.id), isNull(users.parentId)));
      if (!main) return;
      const n = NOTICES[action]!(row, note);
      await notify(tx, { companyId: row.id, ownerId: main.id, orderId: null, ...n, link: '/userInfo' }, at);
    },
  },
  texts: {
    noun: '企业',
    notFound: '企业不存在',
    changed: '企业状态已变化，请刷新后重试',
    operatorSide: '平台运营',
    buyerSide: '企业主账号',
    operatorName: '平台运营',
  },
  refusalHttp: 400,
  stamps: (to, _row, at) => (to === 'pending' ? { rejectReason: null, reviewedAt: null } : { reviewedAt: at }),
});

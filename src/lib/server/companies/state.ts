// The company review machine: pending → approved | rejected by an operator (a decision may be revised: approved ↔
// rejected); a rejected company's main account resubmits its registration (rejected → pending). Refusals answer
// 400, as the review always did.
import { companies } from '~/lib/server/db/schema/index.ts';
import { machine } from '~/lib/server/state/engine.ts';
import { COMPANY_STATUS_NAMES, COMPANY_STATUSES } from '~/lib/shared/labels.ts';

export type CompanyRow = typeof companies.$inferSelect;

export const companyMachine = machine<CompanyRow>()({
  kind: 'company',
  table: companies,
  stateKey: 'status',
  states: COMPANY_STATUSES,
  names: COMPANY_STATUS_NAMES,
  moves: {
    approve: { from: ['pending', 'rejected'], to: 'approved', by: ['operator'], label: '审核通过' },
    reject: { from: ['pending', 'approved'], to: 'rejected', by: ['operator'], label: '驳回认证' },
    resubmit: {
      from: ['rejected'],
      to: 'pending',
      by: ['user'],
      label: '重新提交认证',
      refused: { pending: '企业资料正在审核中', approved: '企业已认证，无需重新提交' },
    },
  },
  effects: {},
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

// Operator commands for company registrations: list, approve, reject (with a reason).
import { listCompanies, reviewCompany } from '../../src/lib/server/companies/review.ts';
import { COMPANY_STATUS_NAMES, labelOf } from '../../src/lib/shared/labels.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));

export const commands = {
  'company:list': {
    usage: 'company:list [--status pending|approved|rejected] [--limit 50]',
    description: '列出企业（默认全部，按注册时间倒序）',
    async run(db, args) {
      const rows = await listCompanies(db, text(args.status) || undefined, Number(text(args.limit) || 50));
      if (!rows.length) return '暂无企业';
      return rows
        .map((c) =>
          [`#${c.id}`, c.name, c.creditCode ?? '-', c.contactName, labelOf(COMPANY_STATUS_NAMES, c.status), c.createdAt.toISOString()].join(
            '\t',
          ),
        )
        .join('\n');
    },
  },
  'company:approve': {
    usage: 'company:approve <企业ID|企业名称|用户手机号>',
    description: '通过企业资质审核（之后可以下单）',
    async run(db, args) {
      if (!args._[0]) throw fail('用法：company:approve <企业ID|企业名称|用户手机号>');
      const c = await reviewCompany(db, args._[0], 'approved');
      return `企业「${c.name}」(#${c.id}) 已通过审核`;
    },
  },
  'company:reject': {
    usage: 'company:reject <企业ID|企业名称|用户手机号> --reason 原因',
    description: '驳回企业资质审核（企业可修改资料后重新提交）',
    async run(db, args) {
      if (!args._[0]) throw fail('用法：company:reject <企业ID|企业名称|用户手机号> --reason 原因');
      const c = await reviewCompany(db, args._[0], 'rejected', text(args.reason));
      return `企业「${c.name}」(#${c.id}) 已驳回：${c.rejectReason}`;
    },
  },
};

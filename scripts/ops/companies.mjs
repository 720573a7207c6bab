// Operator commands for company registrations: list, show, approve, reject (with a reason). A decision names the
// version of the facts it answers to (--version, printed by company:list and company:show), as the back office's
// buttons send the review page's: facts changed since are refused with the same 409.
import { companyByRef, licenceMissing, listCompanies, reviewVersion } from '../../src/lib/server/companies/review.ts';
import { decide } from '../../src/lib/server/staff/decisions.ts';
import { COMMAND_LINE } from '../../src/lib/server/staff/audit.ts';
import { reviewedVersion } from '../../src/lib/shared/contracts/admin.ts';
import { COMPANY_STATUS_NAMES, labelOf } from '../../src/lib/shared/labels.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));

/** The warning line for a company without a business licence (licenceMissing): shown, approval not refused. */
const noLicence = (c) => {
  const missing = licenceMissing(c);
  return missing ? [`注意：${missing}${c.status === 'approved' ? '' : '，请线下核实后再通过审核'}`] : [];
};

const APPROVE_USAGE = 'company:approve <企业ID|企业名称|用户手机号> --version 资料版本';
const REJECT_USAGE = 'company:reject <企业ID|企业名称|用户手机号> --version 资料版本 --reason 原因';

/** The --version a decision names, read by the back office's own schema (the same messages). */
function versionOf(args, usage) {
  const r = reviewedVersion.safeParse(args.version === undefined ? undefined : text(args.version));
  if (!r.success) throw fail(`${r.error.issues[0].message}\n资料版本见 company:show 或 company:list；用法：${usage}`);
  return r.data;
}

export const commands = {
  'company:list': {
    usage: 'company:list [--status pending|approved|rejected] [--limit 50]',
    description: '列出企业（默认全部，按注册时间倒序），末列为资料版本（审核时以 --version 指定）',
    async run(db, args) {
      const rows = await listCompanies(db, text(args.status) || undefined, Number(text(args.limit) || 50));
      if (!rows.length) return '暂无企业';
      return rows
        .map((c) =>
          [
            `#${c.id}`,
            c.name,
            c.creditCode ?? '-',
            c.contactName,
            labelOf(COMPANY_STATUS_NAMES, c.status),
            c.createdAt.toISOString(),
            c.version,
          ].join('\t'),
        )
        .join('\n');
    },
  },
  'company:show': {
    usage: 'company:show <企业ID|企业名称|用户手机号>',
    description: '查看一家企业待审核的资料及其资料版本',
    async run(db, args) {
      if (!args._[0]) throw fail('用法：company:show <企业ID|企业名称|用户手机号>');
      const c = await companyByRef(db, args._[0]);
      return [
        `企业：${c.name} (#${c.id})`,
        `状态：${labelOf(COMPANY_STATUS_NAMES, c.status)}`,
        `统一社会信用代码：${c.creditCode ?? '-'}`,
        `联系人：${c.contactName}`,
        `营业执照：${c.licenseUrl ?? '未上传'}`,
        `资料版本：${reviewVersion(c)}`,
        ...noLicence(c),
      ].join('\n');
    },
  },
  'company:approve': {
    usage: APPROVE_USAGE,
    description: '通过企业资质审核（之后可以下单）；--version 为审核所见的资料版本',
    async run(db, args) {
      if (!args._[0]) throw fail(`用法：${APPROVE_USAGE}`);
      const version = versionOf(args, APPROVE_USAGE);
      const c = await decide['company.approve'](db, COMMAND_LINE, { id: (await companyByRef(db, args._[0])).id, version });
      return [`企业「${c.name}」(#${c.id}) 已通过审核`, ...noLicence(c)].join('\n');
    },
  },
  'company:reject': {
    usage: REJECT_USAGE,
    description: '驳回企业资质审核（企业可修改资料后重新提交）；--version 为审核所见的资料版本',
    async run(db, args) {
      if (!args._[0]) throw fail(`用法：${REJECT_USAGE}`);
      const version = versionOf(args, REJECT_USAGE);
      const id = (await companyByRef(db, args._[0])).id;
      const c = await decide['company.reject'](db, COMMAND_LINE, { id, reason: text(args.reason), version });
      return `企业「${c.name}」(#${c.id}) 已驳回：${c.rejectReason}`;
    },
  },
};

// Invoice titles (发票抬头): one schema for the island and the API.
import { z } from 'zod';
import { isPhone } from './validation.ts';
import { INVOICE_TITLE_MAX } from './account-limits.ts';
import { checkCreditCode } from './credit-code.ts';
import { zId } from './contracts/fields.ts';

const M = INVOICE_TITLE_MAX;

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}最多${max}个字`).default('');

const base = z.strictObject({
  type: z.union([z.literal(1), z.literal(2)], { error: '请选择发票类型' }),
  title: z.string({ error: '请输入发票抬头' }).trim().min(2, '请输入发票抬头').max(M.title, `发票抬头最多${M.title}个字`),
  taxNo: z.string({ error: '请输入统一社会信用代码' }).trim().toUpperCase().superRefine(checkCreditCode),
  regAddress: optionalText(M.regAddress, '注册地址'),
  regPhone: z.string().trim().max(M.regPhone, '注册电话格式不正确').default(''),
  bank: optionalText(M.bank, '开户银行'),
  bankAccount: z
    .string()
    .trim()
    .transform((s) => s.replace(/\s+/g, ''))
    .default(''),
  isDefault: z.boolean().optional(),
});

/** 专用 (VAT special) needs the registered address, phone, bank and account; 普通 may carry them. */
function specialRefine(v: z.output<typeof base>, ctx: z.RefinementCtx) {
  const need = v.type === 2;
  if (need && v.regAddress.length < 2) ctx.addIssue({ code: 'custom', path: ['regAddress'], message: '请输入注册地址' });
  if ((need || v.regPhone) && !isPhone(v.regPhone)) ctx.addIssue({ code: 'custom', path: ['regPhone'], message: '请输入正确的注册电话' });
  if (need && v.bank.length < 2) ctx.addIssue({ code: 'custom', path: ['bank'], message: '请输入开户银行' });
  if ((need || v.bankAccount) && !new RegExp(`^\\d{8,${M.bankAccount}}$`).test(v.bankAccount))
    ctx.addIssue({ code: 'custom', path: ['bankAccount'], message: '请输入正确的银行账号' });
}

export const invoiceTitleAddSchema = base.superRefine(specialRefine);
export const invoiceTitleEditSchema = base.extend({ id: zId() }).superRefine(specialRefine);
export type InvoiceTitleInput = z.output<typeof invoiceTitleAddSchema> & { id?: number };

// The zod schemas of the account calls (SPEC §4/§5), built from the rules in validation.ts. Server-side and
// tests only: an island that imports this module loads zod with it (tests/e2e/store-islands.spec.ts checks the
// pages that must not).
import { z } from 'zod';
import { companyNameProblem, contactNameProblem } from './company-fields.ts';
import { NICKNAME_MAX } from './text-limits.ts';
import { zCreditCode } from './contracts/fields.ts';
import { checkConfirm, MOBILE_RE, MSG, PASSWORD_RE, SMS_CODE_RE, SMS_PURPOSES } from './validation.ts';

// Building blocks (messages name the field in Chinese).
export const zMobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_RE, MSG.phoneInvalid);
export const zSmsCode = z.string({ error: '请输入验证码' }).regex(SMS_CODE_RE, MSG.codeInvalid);
export const zNewPassword = z.string({ error: MSG.passwordRule }).regex(PASSWORD_RE, MSG.passwordRule);
export const zLoosePassword = z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长');

function confirmRefine<T extends { password: string; confirm?: string }>(v: T, ctx: z.RefinementCtx) {
  const m = checkConfirm(v.password, v.confirm);
  if (m) ctx.addIssue({ code: 'custom', path: ['confirm'], message: m });
}

export const sendCodeSchema = z.strictObject({
  phone: zMobile,
  purpose: z.enum(SMS_PURPOSES, { error: '验证码用途不正确' }),
});

export const phoneOnlySchema = z.strictObject({ phone: zMobile });
/** A text field checked by a problem function the browser also runs (its message, or null). */
const byProblem = (problem: (v: string) => string | null, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine((v, ctx) => {
      const m = problem(v);
      if (m) ctx.addIssue({ code: 'custom', message: m });
    });
export const zContactName = byProblem(contactNameProblem, '请输入联系人');
export const companyNameSchema = z.strictObject({ companyName: byProblem(companyNameProblem, '请输入企业名称') });

export const registerSchema = z
  .strictObject({
    companyName: companyNameSchema.shape.companyName,
    creditCode: zCreditCode,
    contactName: zContactName,
    phone: zMobile,
    code: zSmsCode,
    password: zNewPassword,
    confirm: z.string().optional(),
    agree: z.literal(true, { error: MSG.agreeRequired }),
  })
  .superRefine(confirmRefine);

export const loginSchema = z.strictObject({
  phone: zMobile,
  password: zLoosePassword,
});

export const loginMobileSchema = z.strictObject({ phone: zMobile, code: zSmsCode });

export const resetSchema = z
  .strictObject({ phone: zMobile, code: zSmsCode, password: zNewPassword, confirm: z.string().optional() })
  .superRefine(confirmRefine);

export const passwordChangeSchema = z
  .strictObject({
    srcPassword: z.string({ error: MSG.srcPasswordRequired }).min(1, MSG.srcPasswordRequired).max(64, '原密码过长'),
    password: zNewPassword,
    confirm: z.string().optional(),
  })
  .superRefine(confirmRefine);

export const userEditSchema = z.strictObject({
  /** The link POST /api/api/upload answered (`/api/file/<key>`), or empty for no change. */
  avatar: z
    .string()
    .max(300, '头像地址过长')
    .regex(/^(\/api\/file\/[0-9a-f]{32})?$/, '头像地址不正确')
    .optional(),
  nickname: z.string().max(NICKNAME_MAX, `昵称最多${NICKNAME_MAX}个字`).optional(),
});

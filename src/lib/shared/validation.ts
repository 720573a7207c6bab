// Validation rules and their exact messages (SPEC §5), shared by islands and API handlers.
import { z } from 'zod';
import { LOGIN_REQUIRED } from './messages.ts';
import { PURCHASE_NO_REQUIRED } from './links.ts';
import { companyNameProblem, contactNameProblem } from './company-fields.ts';
import { NICKNAME_MAX } from './text-limits.ts';

/** How long a password may be: the rule (PASSWORD_RE), its message and every password field's hint and limit. */
export const PASSWORD_LENGTH = { min: 6, max: 16 } as const;
const { min: PASSWORD_MIN, max: PASSWORD_MAX } = PASSWORD_LENGTH;

/** The password rule in a few words, as a field that sets a password shows it. */
export const PASSWORD_HINT = `${PASSWORD_MIN}-${PASSWORD_MAX}位英文加数字`;

/** A mobile number's length and an SMS code's: the patterns below and the fields' limits. */
export const MOBILE_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;

export const MSG = {
  passwordRule: `密码需为${PASSWORD_HINT}且较为负责的组合`,
  srcPasswordRequired: '请输入原密码',
  confirmRequired: '请确认密码',
  confirmMismatch: '两次密码需一致',
  purchaseNoRequired: PURCHASE_NO_REQUIRED,
  phoneInvalid: '请输入正确的手机号',
  telInvalid: '请输入正确的联系电话',
  codeInvalid: `请输入${SMS_CODE_LENGTH}位数字验证码`,
  loginRequired: LOGIN_REQUIRED,
} as const;

/** PASSWORD_LENGTH characters, letters and digits only, containing both. */
export const PASSWORD_RE = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
export const MOBILE_RE = new RegExp(`^1[3-9]\\d{${MOBILE_LENGTH - 2}}$`);
/** An SMS verification code: six digits. */
export const SMS_CODE_RE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
/** Landline: optional area code (0 + 2-3 digits) and a dash, then 7-8 digits. */
export const LANDLINE_RE = /^(0\d{2,3}-)?\d{7,8}$/;
/** The longest phone isPhone accepts (a 4-digit area code, the dash, 8 digits): a phone field's maxlength. */
export const PHONE_MAX_LENGTH = 13;

export function checkPassword(value: string | undefined | null): string | null {
  if (!value) return MSG.passwordRule;
  return PASSWORD_RE.test(value) ? null : MSG.passwordRule;
}

export function checkConfirm(password: string, confirm: string | undefined | null): string | null {
  if (!confirm) return MSG.confirmRequired;
  return confirm === password ? null : MSG.confirmMismatch;
}

export function checkSrcPassword(value: string | undefined | null): string | null {
  return value ? null : MSG.srcPasswordRequired;
}

/** The §5 phone helper: an 11-digit mobile number, or a landline with optional area code. */
export function isPhone(value: string): boolean {
  return MOBILE_RE.test(value) || LANDLINE_RE.test(value);
}

export function isMobile(value: string): boolean {
  return MOBILE_RE.test(value);
}

/** The browser's check of a form that sets a password with an SMS code (registration, reset): each field's message or null. */
export function smsPasswordErrors(f: { phone: string; code: string; password: string; confirm: string }) {
  return {
    phone: isMobile(f.phone) ? null : MSG.phoneInvalid,
    code: SMS_CODE_RE.test(f.code) ? null : MSG.codeInvalid,
    password: checkPassword(f.password),
    confirm: checkConfirm(f.password, f.confirm),
  };
}

/** A nickname edit is applied only when it has visible characters. */
export function normalizeNickname(value: string | undefined | null): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t ? t : null;
}

// ---- zod building blocks (messages name the field in Chinese) ----

export const zMobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_RE, MSG.phoneInvalid);
export const zSmsCode = z.string({ error: '请输入验证码' }).regex(SMS_CODE_RE, MSG.codeInvalid);
export const zNewPassword = z.string({ error: MSG.passwordRule }).regex(PASSWORD_RE, MSG.passwordRule);
export const zLoosePassword = z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长');
export const SMS_PURPOSES = ['register', 'login', 'reset'] as const;

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
    contactName: zContactName,
    phone: zMobile,
    code: zSmsCode,
    password: zNewPassword,
    confirm: z.string().optional(),
    agree: z.literal(true, { error: '请阅读并同意用户注册协议' }),
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

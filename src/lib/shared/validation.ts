// Validation rules and their exact messages (SPEC §5), shared by islands and API handlers. No zod here: the
// islands import these rules, and zod (about 25 KB of gzip) would load with them on the login page. The schemas
// built from these rules are in auth-schemas.ts.
import { LOGIN_REQUIRED } from './messages.ts';
import { PURCHASE_NO_REQUIRED } from './links.ts';

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
  agreeRequired: '请阅读并同意用户注册协议',
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

/** A national service number (400 or 800, ten digits), written with or without dashes: 400-820-1688. */
export const SERVICE_NUMBER_RE = /^[48]00-?\d{3}-?\d{4}$/;

/** A company's published phone (the platform's hotline, the seller's phone): a phone, or a 400/800 number. */
export function isCompanyPhone(value: string): boolean {
  return isPhone(value) || SERVICE_NUMBER_RE.test(value);
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

/** What an SMS code is asked for. */
export const SMS_PURPOSES = ['register', 'login', 'reset'] as const;

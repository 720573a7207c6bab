// 统一社会信用代码 (unified social credit code), GB 32100-2015: 18 characters from a 31-character
// alphabet (digits and capitals without I, O, S, V, Z); the last one is a check character over the first 17.
export const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** A code's length (SHAPE's 2 + 6 + 10): the tax-number field's maxLength and the schema's message. */
export const CREDIT_CODE_LENGTH = 18;
/** What a field says of a code isCreditCode refuses. */
export const CREDIT_CODE_MSG = `请输入正确的${CREDIT_CODE_LENGTH}位统一社会信用代码`;

/** The check character for the first 17 characters, or null when they hold a character outside the alphabet. */
export function creditCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CHARS.indexOf(first17[i] ?? '');
    if (v < 0) return null;
    sum += v * WEIGHTS[i]!;
  }
  return CREDIT_CHARS[(31 - (sum % 31)) % 31]!;
}

/** What a field says of 18 characters that hold one outside the alphabet (an O for a 0, an I for a 1 …). */
export const CREDIT_CODE_CHARS_MSG = '统一社会信用代码只含数字和大写字母（不含I、O、S、V、Z），请核对';
/** What a field says of 18 characters whose 3rd-8th (the region code) are not all digits. */
export const CREDIT_CODE_REGION_MSG = '统一社会信用代码第3-8位应为数字，请核对';
/** What a field says of a well-formed code whose last character does not match: one character was mistyped. */
export const CREDIT_CODE_CHECK_MSG = '统一社会信用代码校验不通过，请对照营业执照逐位核对';

/**
 * Why a code is refused, or null when it is one: a wrong length, a character outside the alphabet, letters in the
 * region code, or a check character that does not match. A buyer who typed 18 characters was told only
 * 请输入正确的18位统一社会信用代码, and could not tell what to correct.
 */
export function creditCodeIssue(code: string): string | null {
  if (code.length !== CREDIT_CODE_LENGTH) return CREDIT_CODE_MSG;
  if ([...code].some((c) => !CREDIT_CHARS.includes(c))) return CREDIT_CODE_CHARS_MSG;
  if (!SHAPE.test(code)) return CREDIT_CODE_REGION_MSG;
  return creditCheckChar(code.slice(0, 17)) === code[17] ? null : CREDIT_CODE_CHECK_MSG;
}

/** 18 characters of the right shape (region code digits in places 3-8) and a matching check character. */
export function isCreditCode(code: string): boolean {
  return creditCodeIssue(code) === null;
}

/** A code field's maxLength: the code with room for the spaces some paste it with (normalCreditCode drops them). */
export const CREDIT_CODE_INPUT_MAX = CREDIT_CODE_LENGTH + 4;

/** A code as typed, read the one way every form and schema reads it: spaces dropped, letters in capitals. */
export const normalCreditCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a (normalised) code, or null: the forms' check before sending and the schemas' (zCreditCode). */
export function creditCodeProblem(code: string): string | null {
  return code ? creditCodeIssue(code) : '请输入统一社会信用代码';
}

/** A schema's check of a code (zod's superRefine), with creditCodeProblem's message. */
export function checkCreditCode(code: string, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) {
  const message = creditCodeProblem(code);
  if (message) ctx.addIssue({ code: 'custom', message });
}

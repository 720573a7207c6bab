import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CREDIT_CHARS,
  CREDIT_CODE_CHARS_MSG,
  CREDIT_CODE_CHECK_MSG,
  CREDIT_CODE_MSG,
  CREDIT_CODE_REGION_MSG,
  creditCheckChar,
  creditCodeIssue,
  creditCodeProblem,
  isCreditCode,
  normalCreditCode,
} from '~/lib/shared/credit-code.ts';
import { zCreditCode } from '~/lib/shared/contracts/fields.ts';

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('accepts published codes and refuses a wrong check character', () => {
    for (const c of ['91350100M000100Y43', '91310000MA1FL8XQ37', '91110108MA01ABCD2H']) expect(isCreditCode(c), c).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100Y433')).toBe(false);
    expect(isCreditCode('91350100m000100y43')).toBe(false);
    expect(isCreditCode('9135010OM000100Y43')).toBe(false); // letter O in the region digits
    expect(isCreditCode('91350100M00010IY43')).toBe(false); // I is not in the alphabet
  });

  it('says what to correct: the length, a character outside the alphabet, the region digits, the check character', () => {
    expect(creditCodeIssue('91350100M000100Y43')).toBeNull();
    expect(creditCodeIssue('')).toBe(CREDIT_CODE_MSG);
    expect(creditCodeIssue('91350100M000100Y4')).toBe(CREDIT_CODE_MSG);
    expect(creditCodeIssue('9135010OM000100Y43')).toBe(CREDIT_CODE_CHARS_MSG); // O for 0
    expect(creditCodeIssue('91350100M00010IY43')).toBe(CREDIT_CODE_CHARS_MSG); // I for 1
    expect(creditCodeIssue('91350100m000100y43')).toBe(CREDIT_CODE_CHARS_MSG); // the schemas upper-case first
    expect(creditCodeIssue('9135A100M000100Y43')).toBe(CREDIT_CODE_REGION_MSG);
    expect(creditCodeIssue('91350100M000100Y44')).toBe(CREDIT_CODE_CHECK_MSG);
  });

  it('every 17-character prefix has exactly one valid check character', () => {
    const ch = fc.constantFrom(...CREDIT_CHARS.split(''));
    const digit = fc.constantFrom(...'0123456789'.split(''));
    const prefix = fc
      .tuple(
        fc.array(ch, { minLength: 2, maxLength: 2 }),
        fc.array(digit, { minLength: 6, maxLength: 6 }),
        fc.array(ch, { minLength: 9, maxLength: 9 }),
      )
      .map(([a, b, c]) => [...a, ...b, ...c].join(''));
    fc.assert(
      fc.property(prefix, (p) => {
        const valid = CREDIT_CHARS.split('').filter((c) => isCreditCode(p + c));
        return valid.length === 1 && valid[0] === creditCheckChar(p);
      }),
    );
  });
});

describe('a code as a form and a schema read it (one rule)', () => {
  it('drops spaces, capitalises, then says what is wrong the same way in the browser and on the server', () => {
    expect(normalCreditCode(' 91310000ma1fl8 xq37 ')).toBe('91310000MA1FL8XQ37');
    for (const [typed, problem] of [
      ['', '请输入统一社会信用代码'],
      ['   ', '请输入统一社会信用代码'],
      ['91350100M000100Y44', CREDIT_CODE_CHECK_MSG],
      ['9135010', CREDIT_CODE_MSG],
      ['9135 0100 m000 100y 43', null],
    ] as const) {
      expect(creditCodeProblem(normalCreditCode(typed)), typed).toBe(problem);
      const r = zCreditCode.safeParse(typed);
      expect(r.success ? null : r.error.issues[0]!.message, typed).toBe(problem);
      if (r.success) expect(r.data).toBe('91350100M000100Y43');
    }
  });
});

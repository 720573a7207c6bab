import { describe, expect, it } from 'vitest';
import { reasonWithAdvice } from '~/lib/shared/wording.ts';

describe("a refusal reason with the page's advice", () => {
  it('says the advice once', () => {
    expect(reasonWithAdvice('金额不符，请重新上传', '请重新上传', '重新上传')).toBe('金额不符，请重新上传。');
    expect(reasonWithAdvice('金额不符。', '请重新上传')).toBe('金额不符，请重新上传。');
    expect(reasonWithAdvice('  ', '请重新上传')).toBe('请重新上传。');
  });
});

import { describe, expect, it } from 'vitest';
import {
  MSG,
  PASSWORD_HINT,
  PASSWORD_LENGTH,
  PASSWORD_RE,
  PHONE_MAX_LENGTH,
  checkConfirm,
  checkPassword,
  checkSrcPassword,
  isPhone,
  normalizeNickname,
} from '~/lib/shared/validation.ts';
import { passwordChangeSchema, registerSchema } from '~/lib/shared/auth-schemas.ts';
import { productTitle, TAGLINE } from '~/lib/shared/title.ts';
import { checkPurchaseNumber } from '~/lib/shared/links.ts';
import { formatPrice } from '~/lib/shared/money.ts';

describe('§5 password rules', () => {
  it('accepts 6-16 letters and digits containing both', () => {
    for (const ok of ['abc123', 'A1b2C3d4E5f6G7h8', 'password1', '1a2b3c']) expect(checkPassword(ok)).toBeNull();
  });
  it('refuses everything else with the exact message', () => {
    for (const bad of ['', 'abcdef', '123456', 'ab12', 'abcdefgh123456789', 'abc 123', 'abc-123', '密码abc123']) {
      expect(checkPassword(bad)).toBe('密码需为6-16位英文加数字且较为负责的组合');
    }
    expect(checkPassword(undefined)).toBe(MSG.passwordRule);
  });
  it('the hint, the message and the fields state the lengths the rule accepts', () => {
    const { min, max } = PASSWORD_LENGTH;
    const of = (n: number) => 'a1'.repeat(n).slice(0, n);
    expect([of(min - 1), of(min), of(max), of(max + 1)].map((p) => PASSWORD_RE.test(p))).toEqual([false, true, true, false]);
    expect(PASSWORD_HINT).toBe(`${min}-${max}位英文加数字`);
    expect(MSG.passwordRule).toContain(PASSWORD_HINT);
  });
  it('a phone field holds the longest phone the rule accepts, no more', () => {
    expect(isPhone('0571-' + '1'.repeat(PHONE_MAX_LENGTH - 5))).toBe(true);
    expect(isPhone('0571-' + '1'.repeat(PHONE_MAX_LENGTH - 4))).toBe(false);
    expect(isPhone('05711-' + '1'.repeat(PHONE_MAX_LENGTH - 6))).toBe(false);
  });
  it('old password required', () => {
    expect(checkSrcPassword('')).toBe('请输入原密码');
    expect(checkSrcPassword('x')).toBeNull();
  });
  it('confirm: empty and mismatch messages', () => {
    expect(checkConfirm('abc123', '')).toBe('请确认密码');
    expect(checkConfirm('abc123', 'abc124')).toBe('两次密码需一致');
    expect(checkConfirm('abc123', 'abc123')).toBeNull();
  });
  it('the password-change schema reports the same messages', () => {
    const r = passwordChangeSchema.safeParse({ srcPassword: '', password: 'abc123', confirm: 'abc123' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('请输入原密码');
    const m = passwordChangeSchema.safeParse({ srcPassword: 'old1234', password: 'abc123', confirm: 'abc999' });
    expect(m.error!.issues.map((i) => i.message)).toContain('两次密码需一致');
    const w = passwordChangeSchema.safeParse({ srcPassword: 'old1234', password: 'abcdef', confirm: 'abcdef' });
    expect(w.error!.issues[0]!.message).toBe(MSG.passwordRule);
  });
  it('registration refuses unknown fields (mass assignment)', () => {
    const r = registerSchema.safeParse({
      companyName: '某某公司',
      creditCode: '91310000MA1FL8XQ37',
      contactName: '张三',
      phone: '13912345678',
      code: '123456',
      password: 'abc123',
      confirm: 'abc123',
      agree: true,
      parentId: 5,
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.code).toBe('unrecognized_keys');
  });
});

describe('§5 phone helper', () => {
  it.each(['13800000000', '19912345678', '15000000000', '010-12345678', '0755-1234567', '12345678', '1234567'])('accepts %s', (p) => {
    expect(isPhone(p)).toBe(true);
  });
  it.each(['12800000000', '1380000000', '138000000001', '010-123456', '010_12345678', 'abc', '', '+8613800000000', '0-12345678'])(
    'refuses %s',
    (p) => {
      expect(isPhone(p)).toBe(false);
    },
  );
});

describe('§5 nickname and purchase number', () => {
  it('blank or whitespace-only nicknames are ignored', () => {
    expect(normalizeNickname('   ')).toBeNull();
    expect(normalizeNickname('')).toBeNull();
    expect(normalizeNickname(' 小王 ')).toBe('小王');
  });
  it('an empty purchase number warns 请输入调试编号', () => {
    expect(checkPurchaseNumber('')).toBe('请输入调试编号');
    expect(checkPurchaseNumber('  ')).toBe('请输入调试编号');
    expect(checkPurchaseNumber('QL0111001')).toBeNull();
  });
});

describe('§2.3 title rule', () => {
  it('removes the dash-and-letter prefix', () => {
    expect(productTitle('A-企业宣传册')).toBe('企业宣传册');
    expect(productTitle('PB-手提袋')).toBe('手提袋');
    expect(productTitle('保温杯')).toBe('保温杯');
    expect(productTitle('保温杯-A款')).toBe('保温杯-A款');
  });
  it("'tz' gives an empty title; the tagline is the default title", () => {
    expect(productTitle('tz')).toBe('');
    expect(TAGLINE).toContain('企业印刷品一站式数字化采购');
  });
});

describe('money', () => {
  it('formats integer fen', () => {
    expect(formatPrice(123450)).toBe('¥1,234.50');
    expect(formatPrice(5)).toBe('¥0.05');
    expect(formatPrice(0)).toBe('¥0.00');
  });
});

describe('invoice title limits', () => {
  it('the account field takes the longest account the rule accepts, typed in groups of four', async () => {
    const { invoiceTitleAddSchema } = await import('~/lib/shared/invoice-title.ts');
    const { BANK_ACCOUNT_INPUT_MAX, INVOICE_TITLE_MAX } = await import('~/lib/shared/account-limits.ts');
    const digits = '6'.repeat(INVOICE_TITLE_MAX.bankAccount);
    const typed = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(typed.length).toBeLessThanOrEqual(BANK_ACCOUNT_INPUT_MAX);
    const title = (bankAccount: string) =>
      invoiceTitleAddSchema.safeParse({ type: 1, title: '上海星辰广告传媒有限公司', taxNo: '91350100M000100Y43', bankAccount });
    expect(title(typed).data?.bankAccount).toBe(digits);
    expect(title(digits + '6').success).toBe(false);
  });
});

describe('yuan inputs', () => {
  it('a yuan input is filled with the text parseYuan reads back to the same fen', async () => {
    const { parseYuan, yuanInput } = await import('~/lib/shared/yuan.ts');
    for (const fen of [0, 1, 9, 10, 99, 100, 1250, 123456789, 99999999999]) expect(parseYuan(yuanInput(fen)), String(fen)).toBe(fen);
    expect([yuanInput(1250), yuanInput(5), yuanInput(100000)]).toEqual(['12.50', '0.05', '1000.00']);
  });
});

describe('upload rules as the browser reads them', () => {
  it('names, extensions, sizes and the first size check come from the one table', async () => {
    const { RULES, acceptExtensionsOf, maxMbOf, tooLarge, typeNamesOf, MAX_ARTWORK_FILES, sizeRefusal, typeRefusal } =
      await import('~/lib/shared/upload-rules.ts');
    const { customFormSchema } = await import('~/lib/shared/custom-form.ts');
    expect(typeNamesOf(RULES.receipt)).toBe('JPG、PNG、WEBP、PDF');
    expect(acceptExtensionsOf(RULES.artwork)).toEqual(expect.arrayContaining(['.ai', '.psd', '.tif', '.tiff', '.jpeg']));
    expect(maxMbOf(RULES.photo)).toBe(5);
    expect(tooLarge(RULES.photo, { name: 'a.jpg', size: RULES.photo.maxBytes })).toBeNull();
    expect(tooLarge(RULES.photo, { name: 'a.jpg', size: RULES.photo.maxBytes + 1 })).toBe('a.jpg 超过5MB');
    const files = (n: number) => customFormSchema.safeParse({ artworkFileIds: Array.from({ length: n }, (_, i) => i + 1) }).success;
    expect([files(MAX_ARTWORK_FILES), files(MAX_ARTWORK_FILES + 1)]).toEqual([true, false]);
    expect([typeRefusal(RULES.avatar), sizeRefusal(RULES.avatar)]).toEqual(['仅支持JPG、PNG、WEBP格式的文件', '文件不能超过2MB']);
  });
});

describe('company and contact names', () => {
  it("the browser's first check and the schema answer the same message for the same text", async () => {
    const { companyNameProblem, contactNameProblem, COMPANY_NAME, CONTACT_NAME } = await import('~/lib/shared/company-fields.ts');
    const { registerAgainSchema } = await import('~/lib/shared/contracts/auth.ts');
    const schemaSays = (companyName: string, contactName: string) => {
      const r = registerAgainSchema.safeParse({ companyName, creditCode: '91310000MA1FL8XQ37', contactName });
      return r.success ? null : r.error.issues[0]!.message;
    };
    for (const name of ['', ' ', '星', '星辰', '星'.repeat(COMPANY_NAME.max), '星'.repeat(COMPANY_NAME.max + 1)])
      expect(schemaSays(name, '王敏'), JSON.stringify(name)).toBe(companyNameProblem(name));
    for (const contact of ['', '王', '王'.repeat(CONTACT_NAME.max), '王'.repeat(CONTACT_NAME.max + 1)])
      expect(schemaSays('星辰广告', contact), JSON.stringify(contact)).toBe(contactNameProblem(contact));
    expect([companyNameProblem(''), companyNameProblem('星'), contactNameProblem('王'.repeat(21))]).toEqual([
      '请输入企业名称',
      '企业名称至少2个字',
      '联系人最多20个字',
    ]);
  });
});

describe('China time helpers', () => {
  it('days, day ranges and datetime-local inputs are read and written in China time', async () => {
    const t = await import('~/lib/shared/time.ts');
    expect(t.chinaMidnight('2026-11-27').toISOString()).toBe('2026-11-26T16:00:00.000Z');
    const r = t.chinaDayRange('2026-11-01', '2026-11-30');
    expect([r.from?.toISOString(), r.to?.toISOString()]).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z']);
    expect(t.chinaDayRange()).toEqual({ from: undefined, to: undefined });
    const at = new Date('2026-11-26T17:30:00Z'); // 01:30 on the 27th in Beijing
    expect(t.chinaLocalInput(at)).toBe('2026-11-27T01:30');
    expect(t.fromChinaLocalInput(t.chinaLocalInput(at)).getTime()).toBe(at.getTime());
    expect(Number.isNaN(t.fromChinaLocalInput('2026-13-01T00:00').getTime())).toBe(true);
    expect(t.chinaRfc3339(at)).toBe('2026-11-27T01:30:00+08:00');
    expect(t.chinaDay(at)).toBe('2026-11-27');
  });
});

describe('account identities', () => {
  it('the sub-account form offers exactly the sub-account identities of the permission table', async () => {
    const { SUB_IDENTITY_KEYS } = await import('~/lib/shared/sub-account.ts');
    const { SUB_IDENTITIES, identityOfAccount, isMainAccount } = await import('~/lib/shared/permissions.ts');
    expect([...SUB_IDENTITY_KEYS]).toEqual(SUB_IDENTITIES.map((i) => i.key));
    expect(identityOfAccount({ parentId: null, identity: 'buyer' }).key).toBe('main');
    expect(identityOfAccount({ parentId: 7, identity: 'finance' }).key).toBe('finance');
    expect([isMainAccount({ parentId: null }), isMainAccount({ parentId: 7 })]).toEqual([true, false]);
  });
});

describe('one yuan parser', () => {
  it('staff prices, the catalogue import and typed refunds read yuan the same way, prices to seven digits', async () => {
    const { parseYuan, PRICE_YUAN_DIGITS } = await import('~/lib/shared/yuan.ts');
    const { zYuan } = await import('~/lib/shared/contracts/admin.ts');
    const { yuanToFen } = await import('~/lib/server/catalogue/import/schema.ts');
    const price = zYuan('单价');
    for (const text of ['0', '12', '12.5', ' 12.50 ', '9999999.99', '10000000', '1.234', '-1', '1e3', ''])
      expect([price.safeParse(text).data ?? null, yuanToFen(text)], text).toEqual([
        parseYuan(text, PRICE_YUAN_DIGITS),
        parseYuan(text, PRICE_YUAN_DIGITS),
      ]);
    expect([yuanToFen(18.5), parseYuan('10000000')]).toEqual([1850, 1_000_000_000]);
  });
});

describe('server-rendered forms read their limits from the schema', () => {
  it('maxLengthOf finds a field’s limit through optional and default wrappers, and refuses a field without one', async () => {
    const { maxLengthOf } = await import('~/lib/shared/contracts/fields.ts');
    const admin = await import('~/lib/shared/contracts/admin.ts');
    expect([
      maxLengthOf(admin.reasonBody, 'reason'),
      maxLengthOf(admin.noteBody, 'note'),
      maxLengthOf(admin.quoteBody, 'note'),
      maxLengthOf(admin.noticeBody, 'summary'),
      maxLengthOf(admin.sceneBody, 'description'),
    ]).toEqual([200, 200, 300, 200, 300]);
    expect(() => maxLengthOf(admin.bannerBody, 'jumpUrl')).toThrow('no length limit on jumpUrl');
  });
  it('a staff login name: the pattern and its rule state the same lengths', async () => {
    const { STAFF_USERNAME, STAFF_USERNAME_RE, STAFF_USERNAME_RULE } = await import('~/lib/shared/staff-roles.ts');
    const name = (n: number) => 'a' + 'b'.repeat(n - 1);
    expect(
      [name(STAFF_USERNAME.min - 1), name(STAFF_USERNAME.min), name(STAFF_USERNAME.max), name(STAFF_USERNAME.max + 1)].map((v) =>
        STAFF_USERNAME_RE.test(v),
      ),
    ).toEqual([false, true, true, false]);
    expect(STAFF_USERNAME_RULE).toContain(`${STAFF_USERNAME.min}-${STAFF_USERNAME.max}位`);
  });
});

describe('after-sales and evaluation limits', () => {
  it("the evaluation form's first check and the schema answer the same for the same text", async () => {
    const { EVALUATION, evaluationContentProblem } = await import('~/lib/shared/aftersale-limits.ts');
    const { evaluateSchema } = await import('~/lib/shared/contracts/aftersales.ts');
    const says = (content: string) => {
      const r = evaluateSchema.safeParse({ orderId: 1, orderLineId: 1, productScore: 5, serviceScore: 5, content });
      return r.success ? null : r.error.issues[0]!.message;
    };
    for (const n of [0, EVALUATION.contentMin - 1, EVALUATION.contentMin, EVALUATION.contentMax, EVALUATION.contentMax + 1])
      expect(says('好'.repeat(n)), String(n)).toBe(evaluationContentProblem('好'.repeat(n)));
    expect(evaluationContentProblem('好'.repeat(EVALUATION.contentMax + 1))).toBe(`评价内容不能超过${EVALUATION.contentMax}字`);
  });
});

describe("an input's maxLength is the length its schema takes", () => {
  it('each field takes the constant its input uses and refuses one character more, saying the same number', async () => {
    const L = await import('~/lib/shared/text-limits.ts');
    const { createSchema, invoiceApplySchema, orderListQuery, contractListQuery } = await import('~/lib/shared/contracts/orders.ts');
    const { productCodeQuery } = await import('~/lib/shared/contracts/store.ts');
    const { PURCHASE_NO_MAX } = await import('~/lib/shared/links.ts');
    const { userEditSchema } = await import('~/lib/shared/auth-schemas.ts');
    const { addressSchema } = await import('~/lib/shared/address.ts');
    const { subAccountEditSchema } = await import('~/lib/shared/sub-account.ts');
    const { productQuerySchema } = await import('~/lib/shared/catalogue.ts');
    const { helpSaveBody } = await import('~/lib/shared/help.ts');
    const { cartCustomSchema } = await import('~/lib/shared/custom-form.ts');
    const fields: [string, { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, number][] = [
      ['order remark', createSchema.shape.remark, L.ORDER_REMARK_MAX],
      ['invoice remark', invoiceApplySchema.shape.remark, L.INVOICE_REMARK_MAX],
      ['nickname', userEditSchema.shape.nickname, L.NICKNAME_MAX],
      ['consignee', addressSchema.shape.realName, L.ADDRESS_TEXT.realNameMax],
      ['address detail', addressSchema.shape.detail, L.ADDRESS_TEXT.detailMax],
      ['sub-account name', subAccountEditSchema.shape.realName, L.SUB_ACCOUNT_NAME_MAX],
      ['product search', productQuerySchema.shape.keyword, L.PRODUCT_KEYWORD_MAX],
      ['order search', orderListQuery.shape.keyword, L.LIST_KEYWORD_MAX],
      ['contract search', contractListQuery.shape.keyword, L.LIST_KEYWORD_MAX],
      ['purchase number', productCodeQuery.shape.code, PURCHASE_NO_MAX],
      ['help title', helpSaveBody.shape.title, L.HELP_TEXT.titleMax],
      ['help category', helpSaveBody.shape.category, L.HELP_TEXT.categoryMax],
      ['help slug', helpSaveBody.shape.slug, L.HELP_TEXT.slugMax],
      ['help note', helpSaveBody.shape.note, L.HELP_TEXT.noteMax],
      ['custom note', cartCustomSchema.shape.note, L.CUSTOM_TEXT.noteMax],
    ];
    for (const [name, field, max] of fields) {
      expect(field.safeParse('a'.repeat(max)).success, name).toBe(true);
      expect(field.safeParse('a'.repeat(max + 1)).error?.issues[0]?.message, name).toContain(String(max));
    }
    // The print parameters are a text or a record: past the limit the text is refused (the union names the field).
    expect(cartCustomSchema.shape.params.safeParse('字'.repeat(L.CUSTOM_TEXT.paramsMax)).success).toBe(true);
    expect(cartCustomSchema.shape.params.safeParse('字'.repeat(L.CUSTOM_TEXT.paramsMax + 1)).success).toBe(false);
  });

  it('the tax-number field takes a whole credit code and no more', async () => {
    const { CREDIT_CODE_LENGTH } = await import('~/lib/shared/credit-code.ts');
    const { invoiceTitleAddSchema } = await import('~/lib/shared/invoice-title.ts');
    const code = '91350100M000100Y43';
    expect(code.length).toBe(CREDIT_CODE_LENGTH);
    expect(invoiceTitleAddSchema.shape.taxNo.safeParse(code).success).toBe(true);
    expect(invoiceTitleAddSchema.shape.taxNo.safeParse(code + '1').error?.issues[0]?.message).toContain(String(CREDIT_CODE_LENGTH));
  });
});

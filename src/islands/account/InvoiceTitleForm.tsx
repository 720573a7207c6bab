import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { lazily, warm } from '~/lib/client/lazy.ts';
import { BANK_ACCOUNT_INPUT_MAX, INVOICE_TITLE_MAX as MAX } from '~/lib/shared/account-limits.ts';
import { INVOICE_TYPE_NAMES } from '~/lib/shared/labels.ts';
import { CREDIT_CODE_LENGTH } from '~/lib/shared/credit-code.ts';
import CreditCodeInput from '~/islands/shared/CreditCodeInput.tsx';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import type { TitleRow } from './InvoiceTitles.tsx';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';

const schemas = lazily(() => import('~/lib/shared/invoice-title.ts'));

const FIELDS = [
  { key: 'regAddress', label: '注册地址', max: MAX.regAddress, hint: '营业执照上的注册地址' },
  { key: 'regPhone', label: '注册电话', max: MAX.regPhone, hint: '如 021-58881234' },
  { key: 'bank', label: '开户银行', max: MAX.bank, hint: '如 招商银行上海张江支行' },
  { key: 'bankAccount', label: '银行账号', max: BANK_ACCOUNT_INPUT_MAX, hint: '对公账户号码' },
] as const;

const IDS = {
  title: 'inv-title',
  taxNo: 'inv-tax',
  regAddress: 'inv-regAddress',
  regPhone: 'inv-regPhone',
  bank: 'inv-bank',
  bankAccount: 'inv-bankAccount',
};

/** Add or edit a title; 专用 needs the four registration fields, 普通 may leave them empty. */
export default function InvoiceTitleForm({
  initial,
  draft = null,
  onSaved,
  onCancel,
}: {
  initial: TitleRow | null;
  /** A new title's start: the company's own name and code as registered. */
  draft?: { title: string; taxNo: string } | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState({
    type: initial?.type ?? 1,
    title: initial?.title ?? draft?.title ?? '',
    taxNo: initial?.taxNo ?? draft?.taxNo ?? '',
    regAddress: initial?.regAddress ?? '',
    regPhone: initial?.regPhone ?? '',
    bank: initial?.bank ?? '',
    bankAccount: initial?.bankAccount ?? '',
    isDefault: initial?.isDefault ?? false,
  });
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  const { busy, run } = useSubmit(fields);
  const set = (k: keyof typeof form, v: string | number | boolean) => {
    setForm({ ...form, [k]: v });
    // 专用 ↔ 普通 changes what the four registration fields need: their messages go with the old type.
    if (k === 'type') fields.clear('regAddress', 'regPhone', 'bank', 'bankAccount');
    else if (k in IDS) fields.clear(k as keyof typeof IDS);
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const { invoiceTitleAddSchema, invoiceTitleEditSchema } = await schemas();
      const parsed = initial ? invoiceTitleEditSchema.safeParse({ ...form, id: initial.id }) : invoiceTitleAddSchema.safeParse(form);
      if (!parsed.success) return void fields.showIssues(parsed.error.issues);
      const r = await api.post(initial ? '/api/billInfo/edit' : '/api/billInfo/add', parsed.data);
      toast.success(r.msg);
      onSaved();
    });
  }

  return (
    <form onSubmit={submit} onFocus={warm(schemas)} noValidate>
      <fieldset className="field plain-fieldset">
        <legend className="field-label">发票类型</legend>
        {([1, 2] as const).map((t) => (
          <label key={t} className="check-inline">
            <input type="radio" name="inv-type" checked={form.type === t} onChange={() => set('type', t)} /> {INVOICE_TYPE_NAMES[t]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="inv-title">发票抬头</label>
        <input
          className="input"
          maxLength={MAX.title}
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          placeholder="单位全称"
          {...fields.input('title')}
        />
        <FieldError id={errorIdOf(IDS.title)} message={errors.title} />
      </div>
      <div className="field">
        <label htmlFor="inv-tax">统一社会信用代码</label>
        <CreditCodeInput
          value={form.taxNo}
          onCode={(code) => set('taxNo', code)}
          placeholder={`${CREDIT_CODE_LENGTH}位纳税人识别号`}
          {...fields.input('taxNo')}
        />
        <FieldError id={errorIdOf(IDS.taxNo)} message={errors.taxNo} />
        {draft && !initial && <p className="muted hint">已按贵司注册的企业名称和统一社会信用代码填写；开给其他单位时请修改。</p>}
      </div>
      <div className="form-grid">
        {FIELDS.map((f) => (
          <div className="field" key={f.key}>
            <label htmlFor={IDS[f.key]}>
              {f.label}
              {form.type === 1 && <span className="muted">（选填）</span>}
            </label>
            <input
              className="input"
              maxLength={f.max}
              value={form[f.key]}
              onChange={(e) => set(f.key, e.target.value)}
              placeholder={f.hint}
              {...fields.input(f.key)}
            />
            <FieldError id={errorIdOf(IDS[f.key])} message={errors[f.key]} />
          </div>
        ))}
      </div>
      <label className="check">
        <input type="checkbox" checked={form.isDefault} onChange={(e) => set('isDefault', e.target.checked)} /> 设为默认抬头
      </label>
      <div className="modal-actions">
        <button type="button" className="btn" onClick={onCancel}>
          取消
        </button>
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          保存
        </button>
      </div>
    </form>
  );
}

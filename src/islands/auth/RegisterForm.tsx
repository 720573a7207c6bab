import { useState, type FormEvent } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { applyLogin } from '~/lib/client/session.ts';
import { setToken } from '~/lib/client/token.ts';
import FilePick from '~/islands/common/FilePick.tsx';
import { acceptOf, RULES } from '~/lib/shared/upload-rules.ts';
import { rememberLicenceFailure, sendLicence } from '~/islands/account/CompanyReview.tsx';
import { toast } from '~/lib/client/toast.ts';
import { MOBILE_LENGTH, MSG, PASSWORD_HINT, smsPasswordErrors } from '~/lib/shared/validation.ts';
import { COMPANY_NAME, CONTACT_NAME, companyNameProblem, contactNameProblem } from '~/lib/shared/company-fields.ts';
import { creditCodeProblem } from '~/lib/shared/credit-code.ts';
import CreditCodeInput from '~/islands/shared/CreditCodeInput.tsx';
import PasswordInput from './PasswordInput.tsx';
import SmsCodeField from './SmsCodeField.tsx';
import { useSubmit } from './useSubmit.ts';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';

const IDS = {
  companyName: 'reg-companyName',
  creditCode: 'reg-creditCode',
  contactName: 'reg-contactName',
  phone: 'reg-phone',
  code: 'reg-code',
  password: 'reg-password',
  confirm: 'reg-confirm',
  agree: 'reg-agree',
};

/** reviewNote: what review means and how long it takes (companies/licence.ts), shown under the licence field. */
export default function RegisterForm({ reviewNote }: { reviewNote: string }) {
  const [licence, setLicence] = useState<File | null>(null);
  const [f, setF] = useState({ companyName: '', creditCode: '', contactName: '', phone: '', code: '', password: '', confirm: '' });
  const [agree, setAgree] = useState(false);
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  // The server's word that a name is taken, kept for that name: a click on 注册 must not wipe it from under the field.
  const [taken, setTaken] = useState<{ name: string; msg: string } | null>(null);
  const { busy, run } = useSubmit(fields);
  const set = (k: keyof typeof f) => (v: string) => {
    setF({ ...f, [k]: v });
    fields.clear(k);
  };

  async function checkCompany() {
    if (companyNameProblem(f.companyName)) return;
    const name = f.companyName.trim();
    const r = await api.post('/api/register/company/name', { companyName: name }).catch(() => null);
    const verdict = r && !r.data.available ? { name, msg: r.data.msg } : null;
    setTaken(verdict);
    fields.put('companyName', verdict?.msg ?? null);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = {
      companyName: companyNameProblem(f.companyName) ?? (taken?.name === f.companyName.trim() ? taken.msg : null),
      creditCode: creditCodeProblem(f.creditCode),
      contactName: contactNameProblem(f.contactName),
      ...smsPasswordErrors(f),
    };
    // The agreement's refusal under its box with the others (a toast at the top went by while the buyer, on a phone,
    // looked at the button under the box).
    if (fields.show({ ...next, agree: agree ? null : MSG.agreeRequired })) return;
    void run(async () => {
      const res = await api.post('/api/register', { ...f, agree: true });
      // The account exists now: the licence goes up with its token; if that fails it can be uploaded on 基本信息.
      if (licence) {
        setToken(res.data.token);
        try {
          await sendLicence(licence);
        } catch (err) {
          rememberLicenceFailure(err instanceof ApiFailure ? err.message : '网络异常');
        }
      }
      toast.success('注册成功，企业资料审核中');
      applyLogin(res.data, '/userInfo');
    });
  }

  const text = (k: 'companyName' | 'contactName' | 'phone', label: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={IDS[k]}>{label}</label>
      <input className="input" value={f[k]} onChange={(e) => set(k)(e.target.value)} {...fields.input(k)} {...extra} />
      <FieldError id={errorIdOf(IDS[k])} message={errors[k]} />
    </div>
  );

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>企业注册</h1>
      {text('companyName', '企业名称', { maxLength: COMPANY_NAME.max, placeholder: '与营业执照一致', onBlur: checkCompany })}
      <div className="field">
        <label htmlFor={IDS.creditCode}>统一社会信用代码</label>
        <CreditCodeInput value={f.creditCode} onCode={set('creditCode')} placeholder="18位，见营业执照" {...fields.input('creditCode')} />
        <FieldError id={errorIdOf(IDS.creditCode)} message={errors.creditCode} />
      </div>
      {text('contactName', '联系人', { maxLength: CONTACT_NAME.max, placeholder: '请输入联系人姓名' })}
      {text('phone', '手机号', { maxLength: MOBILE_LENGTH, inputMode: 'numeric', autoComplete: 'tel', placeholder: '请输入手机号' })}
      <SmsCodeField
        id={IDS.code}
        phone={f.phone}
        purpose="register"
        value={f.code}
        onChange={set('code')}
        error={errors.code ?? null}
        onPhoneRefused={(m) => fields.refuse('phone', m)}
      />
      <PasswordInput
        id={IDS.password}
        label="设置密码"
        value={f.password}
        onChange={set('password')}
        placeholder={PASSWORD_HINT}
        error={errors.password}
      />
      <PasswordInput
        id={IDS.confirm}
        label="确认密码"
        value={f.confirm}
        onChange={set('confirm')}
        placeholder="再次输入密码"
        error={errors.confirm}
      />
      <div className="field">
        <span className="field-label">营业执照（图片或PDF，可稍后在“基本信息”中上传）</span>
        <FilePick
          id="reg-licence"
          label="选择营业执照图片或PDF"
          accept={acceptOf(RULES.license).join(',')}
          onFiles={(fs) => setLicence(fs[0] ?? null)}
        />
        <p className="muted hint">{reviewNote}</p>
      </div>
      <label className="agree">
        <input
          type="checkbox"
          checked={agree}
          onChange={(e) => {
            setAgree(e.target.checked);
            fields.clear('agree');
          }}
          {...fields.input('agree')}
        />
        我已阅读并同意
        <a href="/agreement" target="_blank" rel="noopener">
          《用户注册协议》
        </a>
      </label>
      <FieldError id={errorIdOf(IDS.agree)} message={errors.agree} />
      <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy || undefined}>
        注册
      </button>
      <div className="auth-links">
        <span />
        <span>
          已有账号？<a href="/login">立即登录</a>
        </span>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { MOBILE_LENGTH, PASSWORD_HINT, smsPasswordErrors } from '~/lib/shared/validation.ts';
import PasswordInput from './PasswordInput.tsx';
import SmsCodeField from './SmsCodeField.tsx';
import { useSubmit } from './useSubmit.ts';

/** /alterCode: a new password by SMS code. */
export default function ResetForm() {
  const [f, setF] = useState({ phone: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const { busy, run } = useSubmit();
  const set = (k: keyof typeof f) => (v: string) => setF({ ...f, [k]: v });

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = smsPasswordErrors(f);
    setErrors(next);
    const first = Object.values(next).find(Boolean);
    if (first) return toast.warning(first);
    void run(async () => {
      await api.post('/api/register/reset', f);
      toast.success('密码已重置，请重新登录');
      setTimeout(() => location.assign('/login'), 800);
    });
  }

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>找回密码</h1>
      <div className="field">
        <label htmlFor="reset-phone">手机号</label>
        <input
          id="reset-phone"
          className="input"
          inputMode="numeric"
          maxLength={MOBILE_LENGTH}
          value={f.phone}
          onChange={(e) => set('phone')(e.target.value.trim())}
          placeholder="请输入注册手机号"
        />
        <div className="field-error" role="alert">
          {errors.phone ?? ''}
        </div>
      </div>
      <SmsCodeField id="reset-code" phone={f.phone} purpose="reset" value={f.code} onChange={set('code')} error={errors.code ?? null} />
      <PasswordInput
        id="reset-password"
        label="新密码"
        value={f.password}
        onChange={set('password')}
        placeholder={PASSWORD_HINT}
        error={errors.password}
      />
      <PasswordInput
        id="reset-confirm"
        label="确认密码"
        value={f.confirm}
        onChange={set('confirm')}
        placeholder="再次输入新密码"
        error={errors.confirm}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        重置密码
      </button>
      <div className="auth-links">
        <a href="/login">返回登录</a>
        <a href="/register">免费注册</a>
      </div>
    </form>
  );
}

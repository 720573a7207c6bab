import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { PASSWORD_RESET_REASON } from '~/lib/shared/messages.ts';
import { MOBILE_LENGTH, PASSWORD_HINT, smsPasswordErrors } from '~/lib/shared/validation.ts';
import { errorIdOf, FieldError, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';
import PasswordInput from './PasswordInput.tsx';
import SmsCodeField from './SmsCodeField.tsx';
import { useSubmit } from './useSubmit.ts';

const IDS = { phone: 'reset-phone', code: 'reset-code', password: 'reset-password', confirm: 'reset-confirm' };

/** /alterCode: a new password by SMS code. */
export default function ResetForm() {
  const [f, setF] = useState({ phone: '', code: '', password: '', confirm: '' });
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  // The server's refusal of the code (验证码错误, 已失效) under 验证码: as a toast it went by unseen on a phone.
  const { busy, run } = useSubmit(fields);
  const set = (k: keyof typeof f) => (v: string) => {
    setF({ ...f, [k]: v });
    fields.clear(k);
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (fields.show(smsPasswordErrors(f))) return;
    void run(async () => {
      await api.post('/api/register/reset', f);
      // /login says it (PASSWORD_RESET_NOTICE): a toast here went with this page.
      location.assign(`/login?reason=${PASSWORD_RESET_REASON}`);
    });
  }

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>找回密码</h1>
      <div className="field">
        <label htmlFor="reset-phone">手机号</label>
        <input
          className="input"
          inputMode="numeric"
          maxLength={MOBILE_LENGTH}
          value={f.phone}
          onChange={(e) => set('phone')(e.target.value.trim())}
          placeholder="请输入注册手机号"
          {...fields.input('phone')}
        />
        <FieldError id={errorIdOf(IDS.phone)} message={errors.phone} />
      </div>
      <SmsCodeField
        id={IDS.code}
        phone={f.phone}
        purpose="reset"
        value={f.code}
        onChange={set('code')}
        error={errors.code ?? null}
        onPhoneRefused={(m) => fields.refuse('phone', m)}
      />
      <PasswordInput
        id={IDS.password}
        label="新密码"
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
        placeholder="再次输入新密码"
        error={errors.confirm}
      />
      <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy || undefined}>
        重置密码
      </button>
      <div className="auth-links">
        <a href="/login">返回登录</a>
        <a href="/register">免费注册</a>
      </div>
    </form>
  );
}

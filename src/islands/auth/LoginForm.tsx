import { useState, type FormEvent } from 'react';
import { onTabListKey, tabIndexOf } from '~/islands/shared/tabList.ts';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { applyLogin } from '~/lib/client/session.ts';
import { toast } from '~/lib/client/toast.ts';
import { isMobile, MOBILE_LENGTH, MSG, SMS_CODE_RE } from '~/lib/shared/validation.ts';
import { errorIdOf, FieldError, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';
import SmsCodeField from './SmsCodeField.tsx';
import { useSubmit } from './useSubmit.ts';

const IDS = { phone: 'login-phone', password: 'login-password', code: 'login-code' };

/**
 * notice: why the visitor was sent here, said above the form: a session that ended (a warning), or with noticeDone
 * a thing done elsewhere (密码已重置).
 */
export default function LoginForm({
  redirect,
  notice = null,
  noticeDone = false,
}: {
  redirect: string | null;
  notice?: string | null;
  noticeDone?: boolean;
}) {
  const [tab, setTab] = useState<'password' | 'code'>('password');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  // The messages stay under their fields: as 1.2-second toasts (手机号或密码错误 above all) they went by unseen on a
  // phone. A refusal that names no field (a wrong password or code, a disabled or locked account) goes under the
  // password or the code, the field to type again.
  const secret = tab === 'password' ? 'password' : 'code';
  const { busy, run } = useSubmit({
    fail: (e) => fields.fail(e) || (e instanceof ApiFailure && fields.show({ [secret]: e.message })),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const refusals = {
      phone: isMobile(phone) ? null : MSG.phoneInvalid,
      password: tab === 'password' && !password ? '请输入密码' : null,
      code: tab === 'code' && !SMS_CODE_RE.test(code) ? MSG.codeInvalid : null,
    };
    if (fields.show(refusals)) return;
    void run(async () => {
      const res =
        tab === 'password' ? await api.post('/api/login', { phone, password }) : await api.post('/api/login/mobile', { phone, code });
      toast.success('登录成功');
      applyLogin(res.data, redirect);
    });
  }

  function switchTab(next: typeof tab) {
    setTab(next);
    fields.clear('password', 'code');
  }

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>欢迎登录</h1>
      {notice && (
        <p className={noticeDone ? 'auth-notice is-done' : 'auth-notice'} role={noticeDone ? 'status' : 'alert'}>
          {notice}
        </p>
      )}
      <div className="tabs" role="tablist" aria-label="登录方式" onKeyDown={onTabListKey}>
        {(
          [
            ['password', '密码登录'],
            ['code', '验证码登录'],
          ] as const
        ).map(([t, name]) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} tabIndex={tabIndexOf(tab === t)} onClick={() => switchTab(t)}>
            {name}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor="login-phone">手机号</label>
        <input
          className="input"
          inputMode="numeric"
          autoComplete="username"
          maxLength={MOBILE_LENGTH}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value.trim());
            fields.clear('phone');
          }}
          placeholder="请输入手机号"
          {...fields.input('phone')}
        />
        <FieldError id={errorIdOf(IDS.phone)} message={errors.phone} />
      </div>
      {tab === 'password' ? (
        <div className="field">
          <label htmlFor="login-password">密码</label>
          <input
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              fields.clear('password');
            }}
            placeholder="请输入密码"
            {...fields.input('password')}
          />
          <FieldError id={errorIdOf(IDS.password)} message={errors.password} />
        </div>
      ) : (
        <SmsCodeField
          id={IDS.code}
          phone={phone}
          purpose="login"
          value={code}
          onChange={(v) => {
            setCode(v);
            fields.clear('code');
          }}
          error={errors.code ?? null}
          onPhoneRefused={(m) => fields.refuse('phone', m)}
        />
      )}
      <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy || undefined}>
        登录
      </button>
      <div className="auth-links">
        <a href="/alterCode">忘记密码？</a>
        <span>
          还没有账号？<a href="/register">免费注册</a>
        </span>
      </div>
    </form>
  );
}

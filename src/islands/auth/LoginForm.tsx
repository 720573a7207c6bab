import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { applyLogin } from '~/lib/client/session.ts';
import { toast } from '~/lib/client/toast.ts';
import { isMobile, MOBILE_LENGTH, MSG, SMS_CODE_RE } from '~/lib/shared/validation.ts';
import SmsCodeField from './SmsCodeField.tsx';
import { useSubmit } from './useSubmit.ts';

/** notice: why the visitor was sent here (a session that ended), said above the form. */
export default function LoginForm({ redirect, notice = null }: { redirect: string | null; notice?: string | null }) {
  const [tab, setTab] = useState<'password' | 'code'>('password');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, run } = useSubmit();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!isMobile(phone)) return toast.warning(MSG.phoneInvalid);
    if (tab === 'password' && !password) return toast.warning('请输入密码');
    if (tab === 'code' && !SMS_CODE_RE.test(code)) return toast.warning(MSG.codeInvalid);
    void run(async () => {
      const res =
        tab === 'password' ? await api.post('/api/login', { phone, password }) : await api.post('/api/login/mobile', { phone, code });
      toast.success('登录成功');
      applyLogin(res.data, redirect);
    });
  }

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <h1>欢迎登录</h1>
      {notice && (
        <p className="auth-notice" role="alert">
          {notice}
        </p>
      )}
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'password'} onClick={() => setTab('password')}>
          密码登录
        </button>
        <button type="button" role="tab" aria-selected={tab === 'code'} onClick={() => setTab('code')}>
          验证码登录
        </button>
      </div>
      <div className="field">
        <label htmlFor="login-phone">手机号</label>
        <input
          id="login-phone"
          className="input"
          inputMode="numeric"
          autoComplete="username"
          maxLength={MOBILE_LENGTH}
          value={phone}
          onChange={(e) => setPhone(e.target.value.trim())}
          placeholder="请输入手机号"
        />
      </div>
      {tab === 'password' ? (
        <div className="field">
          <label htmlFor="login-password">密码</label>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            placeholder="请输入密码"
          />
        </div>
      ) : (
        <SmsCodeField id="login-code" phone={phone} purpose="login" value={code} onChange={setCode} />
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
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

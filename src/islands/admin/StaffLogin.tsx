import { useState, type FormEvent } from 'react';
import { safeRedirect } from '~/lib/shared/guard.ts';
import { NETWORK_FAILED } from '~/lib/shared/messages.ts';
import { adminApi } from '~/lib/client/admin-api.ts';
import { ApiFailure } from '~/lib/client/api.ts';

/** The staff sign-in form. Only back-office paths are followed after signing in. */
export default function StaffLogin({ redirect }: { redirect: string }) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!login.trim()) return setError('请输入登录名或手机号');
    if (!password) return setError('请输入密码');
    setBusy(true);
    setError('');
    try {
      // The one back-office client: a lost network or a proxy's error page reads NETWORK_FAILED, never the browser's words.
      await adminApi.post('/api/admin/login', { login, password });
      const to = safeRedirect(redirect);
      location.assign(to === '/admin' || to.startsWith('/admin/') || to.startsWith('/admin?') ? to : '/admin');
    } catch (err) {
      setError(err instanceof ApiFailure ? err.message || '登录失败，请稍后再试' : NETWORK_FAILED);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="staff-login">登录名或手机号</label>
        <input id="staff-login" className="input" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="staff-password">密码</label>
        <input
          id="staff-password"
          className="input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <p className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy || undefined}>
        {busy ? '登录中…' : '登录'}
      </button>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { isMobile, MSG } from '~/lib/shared/validation.ts';

/**
 * 获取验证码 with a 60-second countdown after a successful send. A refused send (the phone, not registered, too
 * frequent) goes to `onRefused`, which keeps it on the page (SmsCodeField), and null to it when a send succeeds.
 */
export default function SmsCodeButton({
  phone,
  purpose,
  onRefused,
}: {
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  onRefused: (message: string | null) => void;
}) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  async function send() {
    if (!isMobile(phone)) return onRefused(MSG.phoneInvalid);
    setBusy(true);
    try {
      await api.post('/api/register/verify', { phone, purpose });
      onRefused(null);
      toast.success('验证码已发送');
      setLeft(60);
    } catch (e) {
      onRefused(e instanceof ApiFailure ? e.message : '发送失败');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" onClick={send} disabled={busy || left > 0}>
      {left > 0 ? `${left}秒后重发` : '获取验证码'}
    </button>
  );
}

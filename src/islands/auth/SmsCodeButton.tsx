import { useEffect, useState } from 'react';
import { api, ApiFailure } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { isMobile, MSG } from '~/lib/shared/validation.ts';

/**
 * 获取验证码 with a 60-second countdown after a successful send. A refused send goes to `onRefused`, which keeps it
 * on the page (SmsCodeField), with field 'phone' when it is about the number (not a mobile number, 未注册, 已注册);
 * null goes to it when a send succeeds. While it sends and counts down it is aria-disabled, not disabled: the
 * button just pressed keeps the keyboard's focus (docs/accessibility.md, "Focus after an action").
 */
export default function SmsCodeButton({
  phone,
  purpose,
  onRefused,
}: {
  phone: string;
  purpose: 'register' | 'login' | 'reset';
  onRefused: (message: string | null, field?: 'phone') => void;
}) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  async function send() {
    if (busy || left > 0) return;
    if (!isMobile(phone)) return onRefused(MSG.phoneInvalid, 'phone');
    setBusy(true);
    try {
      await api.post('/api/register/verify', { phone, purpose });
      onRefused(null);
      toast.success('验证码已发送');
      setLeft(60);
    } catch (e) {
      if (e instanceof ApiFailure) onRefused(e.message, e.field === 'phone' ? 'phone' : undefined);
      else onRefused('发送失败');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" onClick={send} aria-disabled={busy || left > 0 || undefined}>
      {left > 0 ? `${left}秒后重发` : '获取验证码'}
    </button>
  );
}

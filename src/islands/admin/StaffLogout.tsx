import { useState } from 'react';
import { adminApi } from '~/lib/client/admin-api.ts';

/** 退出登录: ends the staff session, then back to the sign-in page. */
export default function StaffLogout() {
  const [busy, setBusy] = useState(false);
  async function out() {
    if (busy) return;
    setBusy(true);
    try {
      await adminApi.post('/api/admin/logout', {});
    } catch {
      /* signed out already: the sign-in page follows either way */
    }
    location.assign('/admin/login');
  }
  return (
    <button type="button" className="btn btn-sm" onClick={out} aria-disabled={busy || undefined}>
      退出登录
    </button>
  );
}

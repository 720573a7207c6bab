import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { checkConfirm, checkPassword, checkSrcPassword, PASSWORD_HINT } from '~/lib/shared/validation.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import PasswordInput from '~/islands/auth/PasswordInput.tsx';
import Dialog from '~/islands/shared/Dialog.tsx';

type Errors = { srcPassword?: string | null; password?: string | null; confirm?: string | null };

/** The change-password dialog (§2.12, §5): old, new and confirm, each with a show/hide toggle. */
export default function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState({ srcPassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const { busy, run } = useSubmit();
  const close = () => {
    setForm({ srcPassword: '', password: '', confirm: '' });
    setErrors({});
    onClose();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {
      srcPassword: checkSrcPassword(form.srcPassword),
      password: checkPassword(form.password),
      confirm: checkConfirm(form.password, form.confirm),
    };
    setErrors(next);
    if (next.srcPassword || next.password || next.confirm) return;
    void run(async () => {
      await api.post('/api/register/updatePassWord', form);
      toast.success('修改成功');
      close();
    });
  }

  return (
    <Dialog open={open} title="修改密码" onClose={close}>
      <form onSubmit={submit} noValidate>
        <PasswordInput
          id="pw-src"
          label="原密码"
          autoComplete="current-password"
          value={form.srcPassword}
          error={errors.srcPassword}
          onChange={(v) => setForm({ ...form, srcPassword: v })}
          placeholder="请输入原密码"
        />
        <PasswordInput
          id="pw-new"
          label="新密码"
          value={form.password}
          error={errors.password}
          onChange={(v) => setForm({ ...form, password: v })}
          placeholder={PASSWORD_HINT}
        />
        <PasswordInput
          id="pw-confirm"
          label="确认密码"
          value={form.confirm}
          error={errors.confirm}
          onChange={(v) => setForm({ ...form, confirm: v })}
          placeholder="请再次输入新密码"
        />
        <div className="modal-actions">
          <button type="button" className="btn" onClick={close}>
            取消
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            确定
          </button>
        </div>
      </form>
    </Dialog>
  );
}

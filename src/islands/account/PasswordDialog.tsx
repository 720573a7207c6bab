import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { useFieldErrors } from '~/islands/shared/fieldErrors.tsx';
import { toast } from '~/lib/client/toast.ts';
import { checkConfirm, checkPassword, checkSrcPassword, PASSWORD_HINT } from '~/lib/shared/validation.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import PasswordInput from '~/islands/auth/PasswordInput.tsx';
import Dialog from '~/islands/shared/Dialog.tsx';

const IDS = { srcPassword: 'pw-src', password: 'pw-new', confirm: 'pw-confirm' };

/** The change-password dialog (§2.12, §5): old, new and confirm, each with a show/hide toggle. */
export default function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState({ srcPassword: '', password: '', confirm: '' });
  // Messages under their fields, as every store form shows them; the server's 原密码错误 and 新密码不能与原密码相同
  // name theirs (as toasts they went by on a phone).
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  const { busy, run } = useSubmit(fields);
  const set = (k: keyof typeof IDS) => (v: string) => {
    setForm({ ...form, [k]: v });
    fields.clear(k);
  };
  const close = () => {
    setForm({ srcPassword: '', password: '', confirm: '' });
    fields.clear('srcPassword', 'password', 'confirm');
    onClose();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const refusals = {
      srcPassword: checkSrcPassword(form.srcPassword),
      password: checkPassword(form.password),
      confirm: checkConfirm(form.password, form.confirm),
    };
    if (fields.show(refusals)) return;
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
          id={IDS.srcPassword}
          label="原密码"
          autoComplete="current-password"
          value={form.srcPassword}
          error={errors.srcPassword}
          onChange={set('srcPassword')}
          placeholder="请输入原密码"
        />
        <PasswordInput
          id={IDS.password}
          label="新密码"
          value={form.password}
          error={errors.password}
          onChange={set('password')}
          placeholder={PASSWORD_HINT}
        />
        <PasswordInput
          id={IDS.confirm}
          label="确认密码"
          value={form.confirm}
          error={errors.confirm}
          onChange={set('confirm')}
          placeholder="请再次输入新密码"
        />
        {/* What a change does beyond this device (auth/accounts.ts changePassword ends the other sessions). */}
        <p className="muted hint">修改后，本账号在其他设备上的登录将退出，需用新密码重新登录。</p>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={close}>
            取消
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            确定
          </button>
        </div>
      </form>
    </Dialog>
  );
}

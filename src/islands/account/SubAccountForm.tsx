import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { lazily, warm } from '~/lib/client/lazy.ts';
import { MOBILE_LENGTH } from '~/lib/shared/validation.ts';
import { SUB_ACCOUNT_NAME_MAX } from '~/lib/shared/text-limits.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import PasswordInput from '~/islands/auth/PasswordInput.tsx';
import type { IdentityRow, SubRow } from './SubAccounts.tsx';

const schemas = lazily(() => import('~/lib/shared/sub-account.ts'));

/** Add (phone, name, identity, initial password) or edit (name, identity, optional new password). */
export default function SubAccountForm(props: {
  initial: SubRow | null;
  identities: IdentityRow[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { initial } = props;
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [realName, setRealName] = useState(initial?.realName ?? '');
  const [identity, setIdentity] = useState(initial?.identity ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, run } = useSubmit();
  const chosen = props.identities.find((i) => i.key === identity);

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const { subAccountAddSchema, subAccountEditSchema } = await schemas();
      const parsed = initial
        ? subAccountEditSchema.safeParse({ id: initial.id, realName, identity, password, confirm })
        : subAccountAddSchema.safeParse({ phone, realName, identity, password, confirm });
      if (!parsed.success) return toast.warning(parsed.error.issues[0]!.message);
      const r = await api.post(initial ? '/api/son/edit' : '/api/son/add', parsed.data);
      toast.success(r.msg);
      props.onSaved();
    });
  }

  return (
    <form onSubmit={submit} onFocus={warm(schemas)} noValidate>
      <div className="field">
        <label htmlFor="sub-phone">手机号</label>
        <input
          id="sub-phone"
          className="input"
          inputMode="numeric"
          maxLength={MOBILE_LENGTH}
          value={phone}
          disabled={!!initial}
          onChange={(e) => setPhone(e.target.value.trim())}
          placeholder="子账号登录手机号"
        />
      </div>
      <div className="field">
        <label htmlFor="sub-name">姓名</label>
        <input
          id="sub-name"
          className="input"
          maxLength={SUB_ACCOUNT_NAME_MAX}
          value={realName}
          onChange={(e) => setRealName(e.target.value)}
          placeholder="使用人姓名"
        />
      </div>
      <div className="field">
        <label htmlFor="sub-identity">账号身份</label>
        <select id="sub-identity" className="input" value={identity} onChange={(e) => setIdentity(e.target.value)}>
          <option value="">请选择账号身份</option>
          {props.identities.map((i) => (
            <option key={i.key} value={i.key}>
              {i.name}
            </option>
          ))}
        </select>
        {chosen && (
          <p className="muted hint">
            {chosen.description}。可用功能：{chosen.permissions.map((p) => p.name).join('、')}
          </p>
        )}
      </div>
      <PasswordInput id="sub-password" label={initial ? '新密码（不修改请留空）' : '初始密码'} value={password} onChange={setPassword} />
      <PasswordInput id="sub-confirm" label={initial ? '确认新密码' : '确认密码'} value={confirm} onChange={setConfirm} />
      <div className="modal-actions">
        <button type="button" className="btn" onClick={props.onCancel}>
          取消
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          保存
        </button>
      </div>
    </form>
  );
}

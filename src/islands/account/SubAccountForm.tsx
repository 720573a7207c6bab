import { useState, type FormEvent } from 'react';
import { api } from '~/lib/client/api.ts';
import { toast } from '~/lib/client/toast.ts';
import { lazily, warm } from '~/lib/client/lazy.ts';
import { MOBILE_LENGTH, PASSWORD_HINT } from '~/lib/shared/validation.ts';
import { SUB_ACCOUNT_NAME_MAX } from '~/lib/shared/text-limits.ts';
import { useSubmit } from '~/islands/auth/useSubmit.ts';
import PasswordInput from '~/islands/auth/PasswordInput.tsx';
import type { IdentityRow, SubRow } from './SubAccounts.tsx';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';

const IDS = { phone: 'sub-phone', realName: 'sub-name', identity: 'sub-identity', password: 'sub-password', confirm: 'sub-confirm' };

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
  const fields = useFieldErrors(IDS);
  const { errors } = fields;
  const { busy, run } = useSubmit(fields);
  /** A field's setter that also takes its message away. */
  const edit =
    <T,>(k: keyof typeof IDS, setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      fields.clear(k);
    };
  const chosen = props.identities.find((i) => i.key === identity);

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const { subAccountAddSchema, subAccountEditSchema } = await schemas();
      const parsed = initial
        ? subAccountEditSchema.safeParse({ id: initial.id, realName, identity, password, confirm })
        : subAccountAddSchema.safeParse({ phone, realName, identity, password, confirm });
      if (!parsed.success) return void fields.showIssues(parsed.error.issues);
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
          className="input"
          inputMode="numeric"
          maxLength={MOBILE_LENGTH}
          value={phone}
          disabled={!!initial}
          onChange={(e) => edit('phone', setPhone)(e.target.value.trim())}
          placeholder="子账号登录手机号"
          {...fields.input('phone')}
        />
        <FieldError id={errorIdOf(IDS.phone)} message={errors.phone} />
      </div>
      <div className="field">
        <label htmlFor="sub-name">姓名</label>
        <input
          className="input"
          maxLength={SUB_ACCOUNT_NAME_MAX}
          value={realName}
          onChange={(e) => edit('realName', setRealName)(e.target.value)}
          placeholder="使用人姓名"
          {...fields.input('realName')}
        />
        <FieldError id={errorIdOf(IDS.realName)} message={errors.realName} />
      </div>
      <div className="field">
        <label htmlFor="sub-identity">账号身份</label>
        <select
          className="input"
          value={identity}
          onChange={(e) => edit('identity', setIdentity)(e.target.value)}
          {...fields.input('identity')}
        >
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
        <FieldError id={errorIdOf(IDS.identity)} message={errors.identity} />
      </div>
      <PasswordInput
        id={IDS.password}
        label={initial ? '新密码（不修改请留空）' : '初始密码'}
        // The rule before typing, as every other password field says it (the main account learnt it from a refusal).
        placeholder={PASSWORD_HINT}
        value={password}
        onChange={edit('password', setPassword)}
        error={errors.password}
      />
      <PasswordInput
        id={IDS.confirm}
        label={initial ? '确认新密码' : '确认密码'}
        placeholder={initial ? '再次输入新密码' : '再次输入密码'}
        value={confirm}
        onChange={edit('confirm', setConfirm)}
        error={errors.confirm}
      />
      {initial && <p className="muted hint">设置新密码后，该子账号将立即退出登录；请把新密码告知使用人。</p>}
      <div className="modal-actions">
        <button type="button" className="btn" onClick={props.onCancel}>
          取消
        </button>
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          保存
        </button>
      </div>
    </form>
  );
}

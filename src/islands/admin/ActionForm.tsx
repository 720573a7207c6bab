import { useId, useState, type FormEvent } from 'react';
import { adminApi, type AdminPost } from '~/lib/client/admin-api.ts';
import { toast } from '~/lib/client/toast.ts';
import { acceptOf, RULES } from '~/lib/shared/upload-rules.ts';
import { useConfirm } from '~/islands/account/useConfirm.tsx';
import { chinaDay } from '~/lib/shared/time.ts';
import FilePick from '~/islands/common/FilePick.tsx';
import RefreshButton, { isConflict } from './RefreshButton.tsx';
import { invalidProps } from '~/islands/shared/fieldErrors.tsx';

export interface Field {
  /** Body key; a dotted name ("lines.12") builds a nested object. */
  name: string;
  label: string;
  /** 'image': a picture uploaded at once (re-encoded by the server); its address is the value. */
  /**
   * 'money': an amount in yuan, sent as typed (a phone offers its keypad with the decimal point); 'code': a tracking
   * number or the like, sent as typed, which the phone's keyboard neither capitalises as a sentence nor "corrects".
   */
  type?:
    | 'text'
    | 'textarea'
    | 'date'
    | 'datetime'
    | 'number'
    | 'money'
    | 'code'
    | 'select'
    | 'checkbox'
    | 'checkboxes'
    | 'file'
    | 'image'
    | 'password';
  required?: boolean;
  value?: string | number | boolean;
  options?: { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  /** A date field's first day ('YYYY-MM-DD'): the picker offers none before it. */
  min?: string;
  /**
   * `min` is today in China (the page's chinaDay()): the field reads the day again (time.ts chinaDay) whenever it
   * takes focus, so a page left open past midnight does not offer yesterday.
   */
  minToday?: boolean;
  accept?: string;
  /** Send a select's value as a number. */
  numeric?: boolean;
}

export interface ActionFormProps {
  /** The form's name (its heading and accessible name) and the button's text unless `submitLabel`. */
  title: string;
  endpoint: AdminPost;
  fields?: Field[];
  /** Fixed values sent with the form (the record's id …). */
  extra?: Record<string, unknown>;
  /** The question of the confirm dialog; every action asks before it acts. */
  confirm: string;
  submitLabel?: string;
  danger?: boolean;
  /** Upload: the file field goes as multipart `file`, `extra` in the query string. */
  multipart?: boolean;
  /** After success: reload the page (default), or go to this address ({id} is the answer's id). */
  after?: string;
  hideTitle?: boolean;
  /** A 409 answer means the record changed since the page was rendered: its message offers 刷新 (reloads the page). */
  refreshOnConflict?: boolean;
}

function setPath(obj: Record<string, unknown>, name: string, value: unknown) {
  const parts = name.split('.');
  let o = obj;
  for (const p of parts.slice(0, -1)) o = (o[p] ??= {}) as Record<string, unknown>;
  o[parts.at(-1)!] = value;
}

/** One back-office action: its fields, a confirm dialog, the call, the server's answer (success, or its refusal shown inline). */
export default function ActionForm(p: ActionFormProps) {
  const fields = p.fields ?? [];
  const [values, setValues] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(
      fields.map((f) => [f.name, f.type === 'checkbox' ? Boolean(f.value) : f.value === undefined ? '' : String(f.value)]),
    ),
  );
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [error, setError] = useState('');
  /** The field a 请填写… names: it gets focus, aria-invalid and the message as its description. */
  const [invalid, setInvalid] = useState('');
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState('');
  /** First days read again on focus (minToday), by field name; until then the page's `min`. */
  const [mins, setMins] = useState<Record<string, string>>({});
  const { ask, dialog } = useConfirm();

  async function uploadImage(name: string, file: File | undefined) {
    if (!file) return;
    setUploading(name);
    setError('');
    setInvalid('');
    try {
      const form = new FormData();
      form.append('file', file);
      const r = await adminApi.upload('/api/admin/upload/image', form);
      setValues((cur) => ({ ...cur, [name]: r.data.url }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setUploading('');
    }
  }
  const uid = useId();
  const id = (name: string) => `${uid}-${name.replace(/\W/g, '-')}`;
  const errorId = `${uid}-error`;
  const hintId = (f: Field) => `${id(f.name)}-hint`;
  /**
   * What a screen reader says of a field besides its label: its hint and, once the form's own check refused it, its
   * message (aria-describedby), invalid, and (not for a group of check boxes) required, which the label's * does
   * not say (it is hidden from screen readers).
   */
  const describedOf = (f: Field) => {
    const refused = invalidProps(errorId, invalid === f.name ? error : null);
    const ids = [f.hint ? hintId(f) : '', refused['aria-describedby'] ?? ''].filter(Boolean).join(' ');
    return { 'aria-invalid': refused['aria-invalid'], 'aria-describedby': ids || undefined };
  };
  const a11yOf = (f: Field) => ({ ...describedOf(f), 'aria-required': f.required || undefined });

  /**
   * Refuses a submit for a field left empty: the message, and focus on the field (the first check box of a group),
   * so a keyboard or screen-reader user is where the fix goes rather than still on the button.
   */
  function refuse(f: Field, message: string) {
    setError(message);
    setInvalid(f.name);
    const el = document.getElementById(id(f.name));
    (el instanceof HTMLFieldSetElement ? el.querySelector('input') : el)?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || uploading) return;
    const missing = fields.find(
      (f) => f.required && (f.type === 'file' ? !files[f.name] : f.type !== 'checkbox' && !String(values[f.name] ?? '').trim()),
    );
    if (missing?.type === 'image' || missing?.type === 'file') return refuse(missing, `请上传${missing.label}`);
    // A required group of check boxes (a staff member's 角色): asked before the confirm dialog, not refused after it.
    if (missing?.type === 'checkboxes') return refuse(missing, `请至少选择一个${missing.label}`);
    if (missing) return refuse(missing, `请填写${missing.label}`);
    setError('');
    setInvalid('');
    setStale(false);
    if (!(await ask(p.confirm))) return;
    setBusy(true);
    try {
      let r;
      if (p.multipart) {
        const form = new FormData();
        for (const f of fields) if (f.type === 'file' && files[f.name]) form.append('file', files[f.name]!);
        const q: Record<string, string> = Object.fromEntries(Object.entries(p.extra ?? {}).map(([k, v]) => [k, String(v)]));
        for (const f of fields) if (f.type !== 'file' && values[f.name] !== '') q[f.name] = String(values[f.name]);
        r = await adminApi.send(p.endpoint, form, q);
      } else {
        const body: Record<string, unknown> = { ...p.extra };
        for (const f of fields) {
          const v = values[f.name];
          if (f.type === 'checkbox') setPath(body, f.name, Boolean(v));
          else if (f.type === 'checkboxes') setPath(body, f.name, String(v).split(',').filter(Boolean));
          else if (v === '' && !f.required) continue;
          else setPath(body, f.name, f.type === 'number' || f.numeric ? Number(v) : String(v).trim());
        }
        r = await adminApi.send(p.endpoint, body);
      }
      const after = p.after?.replace('{id}', String(r.data?.id ?? ''));
      toast.successThen(
        r.msg,
        () => (after ? location.assign(after) : location.reload()),
        () => setBusy(false),
      );
    } catch (err) {
      setError((err as Error).message);
      setStale(!!p.refreshOnConflict && isConflict(err));
      setBusy(false);
    }
  }

  return (
    <form className="action-form" aria-label={p.title} onSubmit={submit} noValidate>
      {!p.hideTitle && <h3>{p.title}</h3>}
      {fields.map((f) => (
        <div className="field" key={f.name}>
          {f.type === 'checkboxes' ? (
            <fieldset id={id(f.name)} {...describedOf(f)}>
              <legend>
                {f.label}
                {f.required && <span aria-hidden="true"> *</span>}
              </legend>
              {f.options?.map((o) => {
                const chosen = String(values[f.name]).split(',').filter(Boolean);
                return (
                  <label key={o.value} className="check-option">
                    <input
                      type="checkbox"
                      checked={chosen.includes(o.value)}
                      onChange={(e) =>
                        setValues({
                          ...values,
                          [f.name]: (e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value)).join(','),
                        })
                      }
                    />{' '}
                    {o.label}
                  </label>
                );
              })}
            </fieldset>
          ) : f.type === 'checkbox' ? (
            <label>
              <input
                type="checkbox"
                checked={Boolean(values[f.name])}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.checked })}
              />{' '}
              {f.label}
            </label>
          ) : (
            <>
              <label htmlFor={id(f.name)}>
                {f.label}
                {f.required && <span aria-hidden="true"> *</span>}
              </label>
              {f.type === 'textarea' ? (
                <textarea
                  id={id(f.name)}
                  {...a11yOf(f)}
                  className="input"
                  rows={3}
                  maxLength={f.maxLength}
                  placeholder={f.placeholder}
                  value={String(values[f.name])}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
              ) : f.type === 'select' ? (
                <select
                  id={id(f.name)}
                  {...a11yOf(f)}
                  className="input"
                  value={String(values[f.name])}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                >
                  {f.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : f.type === 'image' ? (
                <div>
                  {values[f.name] ? (
                    <img className="image-preview" src={String(values[f.name])} alt={`${f.label}预览`} />
                  ) : (
                    <p className="muted">未上传</p>
                  )}
                  <FilePick
                    id={id(f.name)}
                    label={f.label}
                    accept={acceptOf(RULES.picture).join(',')}
                    onFiles={(picked) => void uploadImage(f.name, picked[0])}
                  />
                  {uploading === f.name && (
                    <span className="muted" role="status">
                      上传中…
                    </span>
                  )}
                </div>
              ) : f.type === 'file' ? (
                <FilePick
                  id={id(f.name)}
                  label={f.label}
                  accept={f.accept ?? ''}
                  onFiles={(picked) => setFiles({ ...files, [f.name]: picked[0] ?? null })}
                />
              ) : (
                <input
                  id={id(f.name)}
                  {...a11yOf(f)}
                  className="input"
                  type={f.type === 'datetime' ? 'datetime-local' : f.type === 'date' ? 'date' : f.type === 'password' ? 'password' : 'text'}
                  inputMode={f.type === 'number' ? 'numeric' : f.type === 'money' ? 'decimal' : undefined}
                  {...(f.type === 'code' && { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, autoComplete: 'off' })}
                  min={f.type === 'date' ? (mins[f.name] ?? f.min) : undefined}
                  onFocus={f.minToday ? () => setMins((cur) => ({ ...cur, [f.name]: chinaDay() })) : undefined}
                  maxLength={f.maxLength}
                  placeholder={f.placeholder}
                  value={String(values[f.name])}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
              )}
            </>
          )}
          {f.hint && (
            <small className="muted" id={hintId(f)}>
              {f.hint}
            </small>
          )}
        </div>
      ))}
      {error && (
        <p className="form-error" id={errorId} role="alert">
          {error}
          {stale && <RefreshButton />}
        </p>
      )}
      <div className="row">
        <button type="submit" className={p.danger ? 'btn btn-danger' : 'btn btn-primary'} aria-disabled={busy || !!uploading || undefined}>
          {busy ? '处理中…' : (p.submitLabel ?? p.title)}
        </button>
      </div>
      {dialog}
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { adminApi, type AdminPost } from '~/lib/client/admin-api.ts';
import { toast } from '~/lib/client/toast.ts';
import { useConfirm } from '~/islands/account/useConfirm.tsx';
import RefreshButton, { isConflict } from './RefreshButton.tsx';
import { useFocusAfter } from '~/islands/shared/useFocusAfter.ts';

export interface ListSpec {
  name: string;
  label: string;
  /** One column named 'value': a list of strings; otherwise a list of objects with these keys. */
  columns: { key: string; label: string; placeholder?: string }[];
  rows: Record<string, string>[];
  max: number;
}

interface Props {
  title: string;
  endpoint: AdminPost;
  confirm: string;
  lists: ListSpec[];
  texts?: { name: string; label: string; value: string }[];
  /** Sent with the lists: `version`, the stored value's version the page showed (a 409 when it changed since offers 刷新). */
  extra?: Record<string, unknown>;
}

/**
 * Ordered lists (hot words, navigation links, footer columns) and a few texts, edited and saved together.
 *
 * Focus follows the row the keyboard acted on (`useFocusAfter`): ↑/↓ keep it on the
 * moved row's same arrow (its other arrow at the list's end, where that one turns off); 删除 puts it on the 删除 of
 * the row that took the place (the last row's, or 添加 when none is left); 添加 on the new row's first field. Rows are
 * keyed by position, so without this ↑ pressed twice moved two different rows, and a 删除 or a full list's 添加 sent
 * focus to the page's top.
 */
export default function ListEditor({ title, endpoint, confirm, lists, texts = [], extra }: Props) {
  const [data, setData] = useState(() => Object.fromEntries(lists.map((l) => [l.name, l.rows])));
  const [text, setText] = useState(() => Object.fromEntries(texts.map((t) => [t.name, t.value])));
  const [error, setError] = useState('');
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useConfirm();
  const form = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfter(data);
  // The controls focus goes to are marked `${list}:${row}:${control}` or `${list}:add`.
  const control = (key: string) => form.current?.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`);
  const update = (name: string, rows: Record<string, string>[]) => setData({ ...data, [name]: rows });
  const then = (from: EventTarget, key: string) => focusAfter(from as Element, () => control(key));
  const move = (from: EventTarget, name: string, i: number, d: -1 | 1) => {
    const rows = [...data[name]!];
    const j = i + d;
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    const atEnd = d < 0 ? j === 0 : j === rows.length - 1;
    const [same, other] = d < 0 ? ['up', 'down'] : ['down', 'up'];
    then(from, `${name}:${j}:${atEnd ? other : same}`);
    update(name, rows);
  };
  const remove = (from: EventTarget, name: string, i: number) => {
    const rows = data[name]!.filter((_, j) => j !== i);
    then(from, rows.length ? `${name}:${Math.min(i, rows.length - 1)}:del` : `${name}:add`);
    update(name, rows);
  };
  const add = (from: EventTarget, l: ListSpec) => {
    const rows = data[l.name]!;
    then(from, `${l.name}:${rows.length}:field`);
    update(l.name, [...rows, Object.fromEntries(l.columns.map((c) => [c.key, '']))]);
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError('');
    setStale(false);
    if (!(await ask(confirm))) return;
    setBusy(true);
    const body: Record<string, unknown> = { ...extra, ...text };
    for (const l of lists) {
      const rows = data[l.name]!.filter((r) => Object.values(r).some((v) => v.trim()));
      body[l.name] =
        l.columns.length === 1 && l.columns[0]!.key === 'value'
          ? rows.map((r) => r.value!.trim())
          : rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.trim()])));
    }
    try {
      toast.successThen(
        (await adminApi.send(endpoint, body)).msg,
        () => location.reload(),
        () => setBusy(false),
      );
    } catch (err) {
      setError((err as Error).message);
      setStale(isConflict(err));
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="panel" aria-label={title} onSubmit={save} noValidate>
      <h2>{title}</h2>
      {lists.map((l) => (
        <fieldset key={l.name} className="field">
          <legend>{l.label}</legend>
          {data[l.name]!.length === 0 && <p className="muted">暂无，点击“添加”新增。</p>}
          <div className="sub-rows">
            {data[l.name]!.map((row, i) => (
              <div className="row" key={i}>
                {l.columns.map((c, k) => (
                  <input
                    key={c.key}
                    data-focus={k === 0 ? `${l.name}:${i}:field` : undefined}
                    className="input"
                    aria-label={`${l.label}第${i + 1}项 ${c.label}`}
                    placeholder={c.placeholder ?? c.label}
                    value={row[c.key] ?? ''}
                    onChange={(e) =>
                      update(
                        l.name,
                        data[l.name]!.map((r, j) => (j === i ? { ...r, [c.key]: e.target.value } : r)),
                      )
                    }
                  />
                ))}
                <span className="row-actions">
                  <button
                    type="button"
                    className="btn btn-sm"
                    aria-label={`上移${l.label}第${i + 1}项`}
                    data-focus={`${l.name}:${i}:up`}
                    disabled={i === 0}
                    onClick={(e) => move(e.currentTarget, l.name, i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm"
                    aria-label={`下移${l.label}第${i + 1}项`}
                    data-focus={`${l.name}:${i}:down`}
                    disabled={i === data[l.name]!.length - 1}
                    onClick={(e) => move(e.currentTarget, l.name, i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm"
                    aria-label={`删除${l.label}第${i + 1}项`}
                    data-focus={`${l.name}:${i}:del`}
                    onClick={(e) => remove(e.currentTarget, l.name, i)}
                  >
                    删除
                  </button>
                </span>
              </div>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-sm"
            data-focus={`${l.name}:add`}
            disabled={data[l.name]!.length >= l.max}
            onClick={(e) => add(e.currentTarget, l)}
          >
            添加{l.label}
          </button>
        </fieldset>
      ))}
      {texts.map((t) => (
        <div className="field" key={t.name}>
          <label htmlFor={`le-${t.name}`}>{t.label}</label>
          <input
            id={`le-${t.name}`}
            className="input"
            value={text[t.name]}
            onChange={(e) => setText({ ...text, [t.name]: e.target.value })}
          />
        </div>
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
          {stale && <RefreshButton />}
        </p>
      )}
      <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
        {busy ? '保存中…' : `保存${title}`}
      </button>
      {dialog}
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { adminApi as api } from '~/lib/client/admin-api.ts';
import { toast } from '~/lib/client/toast.ts';
import { refreshParts } from '~/lib/client/page-parts.ts';
import { HELP_TEXT } from '~/lib/shared/text-limits.ts';
import RevisionList, { type Revision } from './RevisionList.tsx';
import { FieldError, errorIdOf, useFieldErrors } from '~/islands/shared/fieldErrors.tsx';
import RefreshButton, { isConflict } from '~/islands/admin/RefreshButton.tsx';

import type { HelpGroup, HelpSource as Source } from '~/lib/shared/contracts/help.ts';
/** The editor's form: the page as GET /api/admin/help/source answers it, less what the editor does not change. */
export type HelpSource = Pick<Source, 'slug' | 'title' | 'category' | 'markdown' | 'revisionId'>;
export type { HelpGroup };
interface Props {
  groups: HelpGroup[];
  initial: HelpSource | null;
  initialHtml: string;
  initialRevisions: Revision[];
}

/** The form's fields in order: a refusal naming one is said under it (the browser's own bubble said nothing useful). */
const IDS = { title: 'he-title', category: 'he-category', slug: 'he-slug', markdown: 'he-md', note: 'he-note' };
type FieldKey = keyof typeof IDS;

const BLANK: HelpSource = { slug: '', title: '', category: '购物指南', markdown: '', revisionId: null };

/** Edit a help page with a live preview; saving publishes at once; earlier revisions can be viewed and restored. */
export default function HelpEditor({ groups: initialGroups, initial, initialHtml, initialRevisions }: Props) {
  const [groups, setGroups] = useState(initialGroups);
  const [form, setForm] = useState<HelpSource>(initial ?? BLANK);
  const [isNew, setIsNew] = useState(!initial);
  const [note, setNote] = useState('');
  const [html, setHtml] = useState(initialHtml);
  const [revisions, setRevisions] = useState(initialRevisions);
  const [busy, setBusy] = useState(false);
  /** A save or a restore refused because a colleague saved the page since it was opened (seen-version.ts): said with 刷新. */
  const [stale, setStale] = useState('');
  const fields = useFieldErrors(IDS);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(() => {
      api.post('/api/admin/help/preview', { markdown: form.markdown }).then(
        (r) => setHtml(r.data.html),
        (e: Error) => toast.warning(e.message),
      );
    }, 300);
    return () => clearTimeout(t);
  }, [form.markdown]);

  async function open(slug: string) {
    try {
      const [src, revs] = await Promise.all([
        api.get('/api/admin/help/source', { type: slug }),
        api.get('/api/admin/help/revisions', { type: slug }),
      ]);
      setForm(src.data);
      setRevisions(revs.data);
      setIsNew(false);
      setNote('');
      setStale('');
      fields.show({});
      history.replaceState(null, '', `/admin/help?type=${encodeURIComponent(slug)}`);
    } catch (e) {
      toast.warning((e as Error).message);
    }
  }

  /** The page's 操作日志 (server-rendered) with the save or restore just made: it still said 暂无员工操作. */
  function showLogged() {
    void refreshParts(['audit-trail']);
  }

  function startNew() {
    setForm(BLANK);
    setIsNew(true);
    setRevisions([]);
    setNote('');
    setStale('');
    fields.show({});
  }

  async function save() {
    if (busy) return;
    setBusy(true);
    setStale('');
    try {
      const { slug, title, category, markdown } = form;
      const r = await api.post('/api/admin/help/save', {
        slug,
        title,
        category,
        markdown,
        note,
        baseRevisionId: isNew ? null : form.revisionId,
      });
      toast.success(r.msg);
      const [idx] = await Promise.all([api.get('/api/help/list'), open(form.slug)]);
      setGroups(idx.data);
      showLogged();
    } catch (e) {
      // A stale save keeps what was typed and offers 刷新 (a new page's taken slug is a 409 too, but no stale one).
      if (!isNew && isConflict(e)) setStale((e as Error).message);
      else if (!fields.fail(e)) toast.warning((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const set = (k: keyof HelpSource & FieldKey) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value });
    fields.clear(k);
  };

  return (
    <div className="help-editor">
      <nav className="side-nav" aria-label="帮助页面">
        <div className="row help-editor-new">
          <button type="button" className="btn" onClick={startNew}>
            新建文章
          </button>
        </div>
        {groups.map((g) => (
          <div key={g.category}>
            <h2>{g.category}</h2>
            {g.pages.map((p) => (
              <a
                key={p.slug}
                href={`/admin/help?type=${encodeURIComponent(p.slug)}`}
                aria-current={!isNew && p.slug === form.slug ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  void open(p.slug);
                }}
              >
                {p.title}
              </a>
            ))}
          </div>
        ))}
      </nav>
      <form
        className="help-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="help-fields">
          <div className="field">
            <label htmlFor="he-title">标题</label>
            <input
              className="input"
              value={form.title}
              onChange={set('title')}
              maxLength={HELP_TEXT.titleMax}
              required
              {...fields.input('title')}
            />
            <FieldError id={errorIdOf(IDS.title)} message={fields.errors.title} />
          </div>
          <div className="field">
            <label htmlFor="he-category">分类</label>
            <input
              className="input"
              value={form.category}
              onChange={set('category')}
              maxLength={HELP_TEXT.categoryMax}
              required
              {...fields.input('category')}
            />
            <FieldError id={errorIdOf(IDS.category)} message={fields.errors.category} />
          </div>
          <div className="field">
            <label htmlFor="he-slug">页面标识</label>
            <input
              className="input"
              value={form.slug}
              onChange={set('slug')}
              readOnly={!isNew}
              maxLength={HELP_TEXT.slugMax}
              required
              placeholder="如 shipping-fee"
              {...fields.input('slug')}
            />
            <FieldError id={errorIdOf(IDS.slug)} message={fields.errors.slug} />
          </div>
        </div>
        <div className="help-panes">
          <div className="field">
            <label htmlFor="he-md">正文（Markdown）</label>
            <textarea className="input help-md" value={form.markdown} onChange={set('markdown')} {...fields.input('markdown')} />
            <FieldError id={errorIdOf(IDS.markdown)} message={fields.errors.markdown} />
          </div>
          <section className="help-preview" aria-label="预览" tabIndex={0}>
            <div className="muted">实时预览</div>
            <div className="doc" data-testid="help-preview" dangerouslySetInnerHTML={{ __html: html }} />
          </section>
        </div>
        {stale && (
          <p className="form-error" role="alert">
            {stale}
            <RefreshButton />
          </p>
        )}
        <div className="row">
          <div className="field help-note">
            <label htmlFor="he-note">修改说明</label>
            <input
              className="input"
              value={note}
              onChange={(e) => {
                setNote(e.target.value);
                fields.clear('note');
              }}
              maxLength={HELP_TEXT.noteMax}
              placeholder="选填"
              {...fields.input('note')}
            />
            <FieldError id={errorIdOf(IDS.note)} message={fields.errors.note} />
          </div>
          <span className="row">
            {!isNew && (
              <a className="btn" href={`/admin/help/view?type=${encodeURIComponent(form.slug)}`} target="_blank" rel="noopener">
                查看页面
              </a>
            )}
            <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
              保存并发布
            </button>
          </span>
        </div>
        {!isNew && (
          <RevisionList
            revisions={revisions}
            baseRevisionId={form.revisionId}
            onRestored={() => void open(form.slug).then(showLogged)}
            onStale={setStale}
          />
        )}
      </form>
    </div>
  );
}

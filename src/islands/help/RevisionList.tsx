import { useState } from 'react';
import { adminApi as api } from '~/lib/client/admin-api.ts';
import { toast } from '~/lib/client/toast.ts';
import { formatTime } from '~/lib/shared/time.ts';
import { useConfirm } from '~/islands/account/useConfirm.tsx';
import { isConflict } from '~/islands/admin/RefreshButton.tsx';

import type { HelpRevision, HelpRevisionRow } from '~/lib/shared/contracts/help.ts';
export type Revision = HelpRevisionRow;
type Shown = HelpRevision;

// Beijing time like every other time shown (the same on the server render and in any browser).
const when = (iso: string) => formatTime(iso, true);

interface Props {
  revisions: Revision[];
  /** The revision the editor shows as current: a restore is refused when someone saved the page since (seen-version.ts). */
  baseRevisionId: number | null;
  onRestored: () => void;
  /** A restore refused as stale: the editor says it with 刷新, as it does a stale save. */
  onStale: (message: string) => void;
}

/** A page's saved versions: view any of them, restore one (it is published again as a new version). */
export default function RevisionList({ revisions, baseRevisionId, onRestored, onStale }: Props) {
  const [shown, setShown] = useState<Shown | null>(null);
  const { ask, dialog } = useConfirm();

  async function view(id: number) {
    try {
      setShown((await api.get('/api/admin/help/revision', { id })).data);
    } catch (e) {
      toast.warning((e as Error).message);
    }
  }

  async function restore(id: number, version: number) {
    if (!(await ask(`确定恢复到第 ${version} 版并立即发布吗？`))) return;
    try {
      const r = await api.post('/api/admin/help/restore', { revisionId: id, baseRevisionId });
      toast.success(r.msg);
      setShown(null);
      onRestored();
    } catch (e) {
      if (isConflict(e)) onStale((e as Error).message);
      else toast.warning((e as Error).message);
    }
  }

  return (
    <section className="section" aria-labelledby="he-revs">
      <h2 id="he-revs">历史版本</h2>
      <div className="table-wrap">
        <table className="grid">
          <thead>
            <tr>
              <th>版本</th>
              <th>时间</th>
              <th>编辑人</th>
              <th>说明</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((r) => (
              <tr key={r.id}>
                <td>
                  第 {r.version} 版{r.current && <span className="tag tag-tint">当前</span>}
                </td>
                <td className="when">{when(r.createdAt)}</td>
                <td>{r.editor}</td>
                <td>{r.note}</td>
                <td>
                  <button type="button" className="btn" onClick={() => void view(r.id)} aria-label={`查看第 ${r.version} 版`}>
                    查看
                  </button>
                  {!r.current && (
                    <button
                      type="button"
                      className="btn"
                      onClick={() => void restore(r.id, r.version)}
                      aria-label={`恢复第 ${r.version} 版`}
                    >
                      恢复
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown && (
        <div className="section" role="region" aria-label={`第 ${shown.version} 版`}>
          <div className="row">
            <strong>
              第 {shown.version} 版 · {shown.title} · {when(shown.createdAt)}
            </strong>
            <button type="button" className="btn" onClick={() => setShown(null)}>
              关闭
            </button>
          </div>
          <div className="doc" dangerouslySetInnerHTML={{ __html: shown.html }} />
        </div>
      )}
      {dialog}
    </section>
  );
}

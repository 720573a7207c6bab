import { useEffect, useState, type FormEvent } from 'react';
import { adminApi } from '~/lib/client/admin-api.ts';
import { refreshParts } from '~/lib/client/page-parts.ts';
import { useConfirm } from '~/islands/account/useConfirm.tsx';
import type { ImportJobAnswer } from '~/lib/shared/contracts/admin.ts';
import FilePick from '~/islands/common/FilePick.tsx';

/** What the runner shows of a job (a started job before its first status answer has only these). */
type Job = Pick<ImportJobAnswer, 'id' | 'state' | 'phase' | 'done' | 'total' | 'dryRun' | 'report'>;

/**
 * Upload a catalogue file (and its pictures), check it (dry run) or import it, and follow the job's progress to its
 * report. When the job ends, the page's parts named by `refresh` (ids: its recent jobs, its audit log) are rendered
 * afresh by the server, so they show the job without a reload.
 */
export default function ImportRunner({ refresh = [] }: { refresh?: readonly string[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const [dryRun, setDryRun] = useState(true);
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { ask, dialog } = useConfirm();

  useEffect(() => {
    if (!job || job.state !== 'running') return;
    const t = setTimeout(async () => {
      try {
        const next = (await adminApi.get('/api/admin/import/status', { id: job.id })).data;
        setJob(next);
        // The report is shown either way; a list that could not be fetched again stays as it was, and says so.
        if (next.state !== 'running') await refreshParts(refresh);
      } catch (e) {
        setError((e as Error).message);
      }
    }, 600);
    return () => clearTimeout(t);
  }, [job]);

  async function start(e: FormEvent) {
    e.preventDefault();
    if (busy || running) return;
    if (!file) return setError('请选择要导入的CSV或JSON文件');
    if (!dryRun && !(await ask('确认导入？将按商品编号新增或更新商品（全部成功或全部不写入）。'))) return;
    setError('');
    setBusy(true);
    setJob(null);
    const form = new FormData();
    form.append('file', file);
    for (const img of images) form.append('images', img);
    try {
      const r = await adminApi.upload('/api/admin/import', form, { dryRun: dryRun ? '1' : '0' });
      setJob({ id: r.data.id, state: 'running', phase: '上传完成，开始校验', done: 0, total: 0, dryRun, report: null });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const running = job?.state === 'running';
  return (
    <div>
      <form className="panel" onSubmit={start} aria-label="批量导入" noValidate>
        <div className="field">
          <label htmlFor="imp-file">商品文件（.csv 或 .json，列见上方导入说明）</label>
          <FilePick
            id="imp-file"
            label="商品文件（.csv 或 .json，列见上方导入说明）"
            accept=".csv,.json,text/csv,application/json"
            onFiles={(picked) => setFile(picked[0] ?? null)}
          />
        </div>
        <div className="field">
          <label htmlFor="imp-images">商品图片（文件中引用的图片，可多选）</label>
          <FilePick
            id="imp-images"
            label="商品图片（文件中引用的图片，可多选）"
            multiple
            accept="image/png,image/jpeg,image/webp,image/svg+xml,image/avif"
            onFiles={setImages}
          />
        </div>
        <label>
          <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} /> 试运行（只校验，不写入）
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" aria-disabled={busy || running || undefined}>
            {busy ? '上传中…' : dryRun ? '开始校验' : '开始导入'}
          </button>
        </div>
        {dialog}
      </form>
      {job && (
        <section className="panel" aria-live="polite" aria-labelledby="imp-status">
          <h2 id="imp-status">
            {job.dryRun ? '校验' : '导入'}任务 #{job.id}
          </h2>
          {running ? (
            <>
              <p>
                {job.phase}
                {job.total > 0 && `：${job.done}/${job.total}`}
              </p>
              <progress className="progress" max={job.total || 1} value={job.total ? job.done : 0} aria-label="导入进度" />
            </>
          ) : job.report?.ok ? (
            <div role="status">
              {job.report.summary ? (
                <p>
                  导入完成：新增商品{job.report.summary.created}个，更新商品{job.report.summary.updated}个，新增分类
                  {job.report.summary.categoriesCreated}个，SKU {job.report.summary.skus}个，图片{job.report.summary.images}张。
                </p>
              ) : (
                <p>校验通过：{job.report.products}个商品（试运行，未写入数据库）。</p>
              )}
            </div>
          ) : job.report ? (
            <div role="alert">
              <p>共{job.report.errors.length + job.report.more}处错误，未导入任何数据：</p>
              <ul>
                {job.report.errors.map((e, i) => (
                  <li key={i}>{e}</li>
                ))}
              </ul>
              {job.report.more > 0 && <p className="muted">另有{job.report.more}处错误未列出。</p>}
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}

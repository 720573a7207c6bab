// Catalogue imports started from the back office: the uploaded file (and pictures) go to a private temporary folder,
// the same runImport as `npm run catalogue:import` checks them (dry run) and writes them in the background, and
// the job row (import_jobs, owned here) keeps its state and report. Progress of a running job is kept in memory
// by the server running it; other servers see the row's state.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { importJobs } from '~/lib/server/db/schema/index.ts';
import { config } from '~/lib/server/config.ts';
import { badRequest, notFound } from '~/lib/server/http.ts';
import { log } from '~/lib/server/log.ts';
import { badFileName } from '~/lib/server/image-guard.ts';
import { readFileParts } from '~/lib/server/uploads.ts';
import { runImport, formatError, type ImportResult } from './index.ts';
import { TOPICS, notifyChange } from '~/lib/server/public-caches.ts';

const MAX_TOTAL = 50 * 1024 * 1024;
const MAX_FILE = 10 * 1024 * 1024;
const MAX_IMAGES = 500;
const PHASES = { check: '校验文件', images: '保存图片', products: '写入商品', done: '完成' } as const;

export interface JobProgress {
  phase: string;
  done: number;
  total: number;
}
const live = new Map<number, JobProgress>();

export interface ImportUpload {
  dir: string;
  file: string;
  fileName: string;
  images: number;
}

/** Reads the multipart upload (`file`: .csv or .json; `images`: pictures) into a fresh private folder. */
export async function receiveImportUpload(request: Request): Promise<ImportUpload> {
  const parts = await readFileParts(
    request,
    {
      file: { maxBytes: MAX_FILE, maxFiles: 1, tooLarge: () => '导入文件不能超过10MB' },
      images: {
        maxBytes: MAX_FILE,
        maxFiles: MAX_IMAGES,
        tooMany: `图片最多${MAX_IMAGES}张`,
        tooLarge: (name) => `图片不能超过10MB：${name.slice(0, 60)}`,
      },
    },
    MAX_TOTAL,
    '上传内容不能超过50MB',
  );
  const file = parts.file[0];
  if (!file || !file.bytes.byteLength) throw badRequest('请选择要导入的CSV或JSON文件');
  if (badFileName(file.name) || !/\.(csv|json)$/i.test(file.name)) throw badRequest('仅支持 .csv 或 .json 文件');
  const images = parts.images.filter((x) => x.bytes.byteLength > 0);
  for (const img of images) {
    if (badFileName(img.name) || !/^[^\\/:*?"<>|]+\.(png|jpe?g|webp|svg|avif)$/i.test(img.name))
      throw badRequest(`图片文件名不合法：${img.name.slice(0, 60)}`);
  }
  const dir = path.join(config.dataDir, 'tmp', `import-${randomBytes(8).toString('hex')}`);
  await fs.promises.mkdir(path.join(dir, 'images'), { recursive: true, mode: 0o700 });
  const target = path.join(dir, file.name.toLowerCase().endsWith('.json') ? 'catalogue.json' : 'catalogue.csv');
  await fs.promises.writeFile(target, file.bytes);
  for (const img of images) await fs.promises.writeFile(path.join(dir, 'images', path.basename(img.name)), img.bytes);
  return { dir, file: target, fileName: path.basename(file.name).slice(0, 120), images: images.length };
}

export type ImportReport =
  | { ok: true; dryRun: boolean; products: number; summary: Exclude<ImportResult, { ok: false }>['summary'] }
  | { ok: false; dryRun: boolean; errors: string[]; more: number };

function report(r: ImportResult, dryRun: boolean): ImportReport {
  if (r.ok) return { ok: true, dryRun, products: r.products, summary: r.summary };
  return { ok: false, dryRun, errors: r.errors.slice(0, 200).map(formatError), more: Math.max(0, r.errors.length - 200) };
}

/** A write that refused (a conflict found while writing) rolls back its transaction and leaves no audit entry. */
class Refused extends Error {
  readonly result: ImportResult;
  constructor(result: ImportResult) {
    super('import refused');
    this.result = result;
  }
}

/**
 * Starts a job and answers its id at once. The check always runs first (nothing is written when it finds an error);
 * a real import then writes all or nothing through `write` (the caller's audited transaction).
 */
export async function startImportJob(
  db: DB,
  staffId: number,
  upload: ImportUpload,
  dryRun: boolean,
  write: (act: (tx: DB) => Promise<ImportResult>) => Promise<ImportResult>,
): Promise<number> {
  const [job] = await db
    .insert(importJobs)
    .values({ staffId, fileName: upload.fileName, dryRun, phase: PHASES.check })
    .returning({ id: importJobs.id });
  const id = job!.id;
  live.set(id, { phase: PHASES.check, done: 0, total: 0 });
  void (async () => {
    let r: ImportResult;
    try {
      r = await runImport(null, upload.file, { imagesDir: path.join(upload.dir, 'images'), dryRun: true });
      if (r.ok && !dryRun) {
        live.set(id, { phase: PHASES.images, done: 0, total: 0 });
        r = await write(async (tx) => {
          const out = await runImport(async () => tx, upload.file, {
            imagesDir: path.join(upload.dir, 'images'),
            onProgress: (phase, done, total) => live.set(id, { phase: PHASES[phase], done, total }),
          });
          if (!out.ok) throw new Refused(out);
          return out;
        }).catch((e) => {
          if (e instanceof Refused) return e.result;
          throw e;
        });
        // Once committed: every server shows the new catalogue (the notice runImport sent from inside the transaction
        // reaches other servers only at commit; this one clears its own caches again after it).
        if (r.ok) await notifyChange(db, TOPICS.catalogue);
      }
      await db
        .update(importJobs)
        .set({ state: r.ok ? 'done' : 'failed', phase: PHASES.done, report: report(r, dryRun), finishedAt: new Date() })
        .where(eq(importJobs.id, id));
    } catch (e) {
      log.error('catalogue import job failed', { id, err: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      await db
        .update(importJobs)
        .set({
          state: 'failed',
          phase: PHASES.done,
          report: { ok: false, dryRun, errors: ['导入失败：服务器内部错误，未写入任何数据'], more: 0 },
          finishedAt: new Date(),
        })
        .where(eq(importJobs.id, id))
        .catch(() => {});
    } finally {
      live.delete(id);
      await fs.promises.rm(upload.dir, { recursive: true, force: true }).catch(() => {});
    }
  })();
  return id;
}

/** A job's state: its row, with the live progress when this server runs it. */
export async function importJob(db: DB, id: number) {
  const [j] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  if (!j) throw notFound('导入任务不存在');
  const p = live.get(id);
  return {
    id: j.id,
    fileName: j.fileName,
    dryRun: j.dryRun,
    state: j.state,
    phase: p?.phase ?? j.phase,
    done: p?.done ?? j.done,
    total: p?.total ?? j.total,
    report: j.report as ImportReport | null,
    createdAt: j.createdAt.toISOString(),
    finishedAt: j.finishedAt?.toISOString() ?? null,
  };
}

export function recentImportJobs(db: DB, limit = 10) {
  return db.select().from(importJobs).orderBy(desc(importJobs.createdAt), desc(importJobs.id)).limit(limit);
}

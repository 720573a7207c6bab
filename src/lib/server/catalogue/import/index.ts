// The catalogue import (npm run catalogue:import -- FILE [--images DIR] [--dry-run]): read, validate all, then write all or nothing.
import fs from 'node:fs';
import path from 'node:path';
import type { DB } from '~/lib/server/db/client.ts';
import { columnLabel, readCsv, readJson } from './read.ts';
import { validate, type ImportError } from './validate.ts';
import { applyImport, ImportConflict, type ImportProgress, type ImportSummary } from './apply.ts';
import { TOPICS, notifyChange } from '~/lib/server/public-caches.ts';

export interface ImportOptions {
  imagesDir?: string;
  dryRun?: boolean;
  onProgress?: ImportProgress;
}

export type ImportResult = { ok: true; summary: ImportSummary | null; products: number } | { ok: false; errors: ImportError[] };

/** `open` is called only once the file has passed every check, so a bad file never touches the database. */
export async function runImport(open: (() => Promise<DB>) | null, file: string, opts: ImportOptions = {}): Promise<ImportResult> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.json') return { ok: false, errors: [{ line: 0, field: '文件', message: '仅支持 .csv 或 .json 文件' }] };
  if (!fs.existsSync(file)) return { ok: false, errors: [{ line: 0, field: '文件', message: `文件不存在：${file}` }] };
  const text = fs.readFileSync(file, 'utf8');
  const src = ext === '.csv' ? readCsv(text) : readJson(text);
  // Pictures are looked up in --images, else an images/ folder beside the file, else the file's own folder.
  const beside = path.join(path.dirname(file), 'images');
  const imagesDir = path.resolve(opts.imagesDir ?? (fs.existsSync(beside) ? beside : path.dirname(file)));
  const { products, errors } = validate(src, imagesDir);
  if (errors.length) return { ok: false, errors };
  if (opts.dryRun || !open) return { ok: true, summary: null, products: products.length };
  const db = await open();
  try {
    const tree = Array.isArray(src.categories) ? (src.categories as { name: string; children?: unknown[] }[]) : undefined;
    const summary = await applyImport(db, products, tree, imagesDir, opts.onProgress);
    // Every server shows the new catalogue at once (this runs in its own process).
    await notifyChange(db, TOPICS.catalogue);
    return { ok: true, summary, products: products.length };
  } catch (e) {
    if (e instanceof ImportConflict) return { ok: false, errors: [{ line: 0, field: '数据', message: e.message }] };
    throw e;
  }
}

export function formatError(e: ImportError): string {
  return `${e.line > 0 ? `第${e.line}行 ` : ''}${columnLabel(e.field)}：${e.message}`;
}

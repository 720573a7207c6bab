// Uploaded files: judged by their content (magic bytes), images re-encoded, stored privately (storage key
// uploads/<kind>/<month>/<random>.<ext>, through storage/index.ts) and served only to their company (or to anyone when public).
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { Busboy } from '@fastify/busboy';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DB, Tx } from './db/client.ts';
import { lockXact } from './db/lock.ts';
import { files } from './db/schema/index.ts';
import { storage } from './storage/index.ts';
import { ApiError, TooLargeError, badRequest, bodyChunks, tooMany } from './http.ts';
import type { SessionUser } from './auth/sessions.ts';
import { badFileName, imagePolyglotReason } from './image-guard.ts';
import { config } from './config.ts';

import { MIME, RULES, sizeRefusal, typeRefusal, type FileExt, type UploadRule } from '~/lib/shared/upload-rules.ts';

export { RULES, type FileExt, type UploadRule };

/** Where an upload's bytes live in the storage (files.storedName is relative to uploads/). */
const uploadKey = (storedName: string) => `uploads/${storedName}`;

/** Sniffs the bytes; returns our extension or null. An .ai file is a PDF (or PostScript) inside. */
async function sniff(buf: Uint8Array, originalName: string): Promise<FileExt | null> {
  const t = await fileTypeFromBuffer(buf);
  if (!t) return null;
  const ext = t.ext as string;
  if (ext === 'jpg' || ext === 'png' || ext === 'webp' || ext === 'psd' || ext === 'zip') return ext;
  if (ext === 'tif') return 'tif';
  if (ext === 'ai') return 'ai';
  if (ext === 'pdf') return /\.ai$/i.test(originalName) ? 'ai' : 'pdf';
  return null;
}

/** A display name without any path, control characters or over-long tails. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/[\u0000-\u001f<>:"|?*]/g, '')
      .replace(/^\.+/, '')
      .slice(-100) || 'file'
  );
}

/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const MULTIPART_OVERHEAD = 64 * 1024;
const tooLargeFor = (rule: UploadRule) => () => new TooLargeError(sizeRefusal(rule));

/** One file field of a multipart form: its size limit per file and how many files it may hold. */
export interface FilePartRule {
  maxBytes: number;
  /** 413 message when one of its files passes maxBytes (given the file's name). */
  tooLarge: (name: string) => string;
  maxFiles: number;
  /** Refusal when more files arrive; without it, extra files are skipped. */
  tooMany?: string;
}
export interface FilePart {
  name: string;
  bytes: Uint8Array;
}

/**
 * THE multipart reader: reads the named file fields as they stream. The body stops being read as soon as a file
 * passes its field's size or the body passes `maxTotal` (chunked or not, whatever Content-Length said), so an
 * upload never holds more than its limits in memory. Other fields and unnamed files are skipped.
 */
export async function readFileParts<F extends string>(
  request: Request,
  fields: Record<F, FilePartRule>,
  maxTotal: number,
  tooLargeTotal: string,
): Promise<Record<F, FilePart[]>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType.trim())) throw badRequest('上传方式不正确，请选择文件后重新上传');
  const rules = fields as Record<string, FilePartRule>;
  const maxFiles = Object.values(rules).reduce((n, r) => n + r.maxFiles, 0);
  const largest = Math.max(...Object.values(rules).map((r) => r.maxBytes));
  let parser: InstanceType<typeof Busboy>;
  try {
    // preservePath: the name arrives as sent, so a name with path parts is refused (badFileName) rather than cut down.
    parser = new Busboy({
      headers: { 'content-type': contentType },
      preservePath: true,
      limits: { files: maxFiles + 1, fileSize: largest, fields: 8, fieldSize: 4096, parts: maxFiles + 12, headerPairs: 16 },
    });
  } catch {
    throw badRequest('上传数据格式错误');
  }
  let failure: ApiError | null = null;
  const got = Object.fromEntries(Object.keys(rules).map((k) => [k, [] as { name: string; chunks: Buffer[] }[]])) as Record<
    string,
    { name: string; chunks: Buffer[] }[]
  >;
  parser.on('file', (field, stream, filename) => {
    const rule = Object.hasOwn(rules, field) ? rules[field]! : null;
    const list = rule ? got[field]! : null;
    if (!rule || !list || failure) return void stream.resume();
    if (list.length >= rule.maxFiles) {
      if (rule.tooMany) failure ??= badRequest(rule.tooMany);
      return void stream.resume();
    }
    const f = { name: filename ?? '', chunks: [] as Buffer[] };
    list.push(f);
    let size = 0;
    stream.on('data', (c: Buffer) => {
      size += c.length;
      if (size > rule.maxBytes) failure ??= new TooLargeError(rule.tooLarge(f.name));
      else f.chunks.push(c);
    });
    stream.on('limit', () => void (failure ??= new TooLargeError(rule.tooLarge(f.name))));
  });
  const settled = new Promise<void>((resolve) => {
    parser.on('finish', resolve);
    parser.on('error', () => {
      failure ??= badRequest('上传数据格式错误');
      resolve();
    });
  });
  for await (const chunk of bodyChunks(request, maxTotal, () => new TooLargeError(tooLargeTotal))) {
    await new Promise<void>((resolve) => parser.write(chunk, () => resolve()));
    if (failure) break;
  }
  if (!failure) {
    parser.end();
    await settled;
  }
  if (failure) throw failure;
  return Object.fromEntries(
    Object.entries(got).map(([k, list]) => [k, list.map((f) => ({ name: f.name, bytes: Buffer.concat(f.chunks) }))]),
  ) as unknown as Record<F, FilePart[]>;
}

/** The single multipart field `file` of an upload slot (413 while streaming beyond the rule's size). */
export async function readFilePart(request: Request, rule: UploadRule): Promise<FilePart> {
  const tooLarge = tooLargeFor(rule)().message;
  const { file } = await readFileParts(
    request,
    { file: { maxBytes: rule.maxBytes, maxFiles: 1, tooLarge: () => tooLarge } },
    rule.maxBytes + MULTIPART_OVERHEAD,
    tooLarge,
  );
  if (!file[0]) throw badRequest('请选择要上传的文件');
  return file[0];
}

/** Reads the single multipart field `file` (413 while streaming beyond the rule's size), checks and stores it. */
export async function receiveUpload(db: DB, request: Request, user: SessionUser | null, rule: UploadRule) {
  const { bytes, name } = await readFilePart(request, rule);
  if (badFileName(name)) throw badRequest('文件名不合法');
  return storeUpload(db, user, rule, bytes, name);
}

export async function storeUpload(db: DB, user: SessionUser | null, rule: UploadRule, bytes: Uint8Array, originalName: string) {
  if (bytes.byteLength === 0) throw badRequest('文件为空');
  if (bytes.byteLength > rule.maxBytes) throw tooLargeFor(rule)();
  const ext = await sniff(bytes, originalName);
  if (!ext || !rule.allow.includes(ext)) throw badRequest(typeRefusal(rule));
  let out: Uint8Array = bytes;
  let meta: Record<string, unknown> | undefined;
  if ((ext === 'jpg' || ext === 'png' || ext === 'webp') && rule.maxPixels) {
    const max = rule.maxPixels;
    const polyglot = imagePolyglotReason(bytes, ext);
    if (polyglot) throw badRequest(polyglot);
    let info: Metadata;
    try {
      info = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw badRequest('图片已损坏，无法识别');
    }
    if (!info.width || !info.height || info.width > max || info.height > max) throw badRequest(`图片尺寸不能超过${max}×${max}像素`);
    try {
      const img = sharp(bytes, { limitInputPixels: max * max }).rotate();
      out = await (ext === 'jpg' ? img.jpeg({ quality: 88 }) : ext === 'png' ? img.png() : img.webp({ quality: 88 })).toBuffer();
    } catch {
      throw badRequest('图片已损坏，无法识别');
    }
    meta = { width: info.width, height: info.height };
  }
  const key = randomBytes(16).toString('hex');
  const month = new Date().toISOString().slice(0, 7);
  const storedName = `${rule.kind}/${month}/${key}.${ext}`;
  await storage().put(uploadKey(storedName), out, MIME[ext]);
  try {
    const [row] = await db.transaction(async (tx) => {
      if (user) await assertAllowance(tx, user.companyId, out.byteLength);
      return tx
        .insert(files)
        .values({
          key,
          kind: rule.kind,
          userId: user?.id ?? null,
          companyId: user?.companyId ?? null,
          storedName,
          originalName: cleanName(originalName),
          mime: MIME[ext],
          size: out.byteLength,
          isPublic: !!rule.isPublic,
          meta,
        })
        .returning({ id: files.id });
    });
    return { id: row!.id, key, url: `/api/file/${key}`, name: cleanName(originalName), size: out.byteLength, mime: MIME[ext], ext };
  } catch (e) {
    await storage()
      .remove(uploadKey(storedName))
      .catch(() => {});
    throw e;
  }
}

/**
 * Hands a stored upload to `attach`, which records it on its row (a payment's receipt, an issued invoice, a licence).
 * The bytes are stored before that transaction (holding one through a storage write would stall PGlite), so the row
 * can move on meanwhile (approved, withdrawn, a race lost); when `attach` refuses, the file is removed again, its row
 * and its bytes, so a refusal leaves nothing stored and nothing counted against the company's allowance.
 */
export async function attachUpload<T>(db: DB, file: { id: number }, attach: () => Promise<T>): Promise<T> {
  try {
    return await attach();
  } catch (e) {
    const [gone] = await db
      .delete(files)
      .where(eq(files.id, file.id))
      .returning({ storedName: files.storedName })
      .catch(() => []);
    if (gone)
      await storage()
        .remove(uploadKey(gone.storedName))
        .catch(() => {});
    throw e;
  }
}

/** A company's upload allowance: UPLOAD_DAILY_MB within a rolling day, all kinds together. */
export const uploadAllowance = () => ({ bytes: config.uploadDailyMb * 1024 * 1024, hours: 24 });
export const allowanceRefusal = (a = uploadAllowance()): string =>
  `${a.hours}小时内上传的文件已达${a.bytes / (1024 * 1024)}MB上限，请稍后再试`;

/**
 * Refuses a buyer's file that would take their company past its upload allowance (uploadAllowance), counted and
 * recorded under the company's lock so parallel uploads cannot pass it together. The bytes are already stored:
 * storeUpload removes them when this refuses (holding a transaction through a storage write would stall PGlite).
 */
async function assertAllowance(tx: Tx, companyId: number, size: number): Promise<void> {
  await lockXact(tx, 'upload', companyId);
  const allowance = uploadAllowance();
  const since = new Date(Date.now() - allowance.hours * 3600_000);
  const [row] = await tx
    .select({ used: sql<number>`coalesce(sum(${files.size}), 0)::float8`.mapWith(Number) })
    .from(files)
    .where(and(eq(files.companyId, companyId), gt(files.createdAt, since)));
  if ((row?.used ?? 0) + size > allowance.bytes) throw tooMany(allowanceRefusal(allowance));
}

/** Looks a file up for a caller: public files for anyone, private ones only within their company (or by operators' tools). */
export async function findFileFor(db: DB, key: string, user: SessionUser | null) {
  if (!/^[0-9a-f]{32}$/.test(key)) return null;
  const [f] = await db.select().from(files).where(eq(files.key, key));
  if (!f) return null;
  if (!f.isPublic && (!user || user.companyId !== f.companyId)) return null;
  return f;
}

/** Key, name and type of stored files by id (the back office links artwork, photos and receipts). */
export async function fileInfos(db: DB, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: files.id, key: files.key, name: files.originalName, mime: files.mime, kind: files.kind })
    .from(files)
    .where(inArray(files.id, ids));
}

/** Pictures staff chose for the storefront must be stored public images (an /api/file/… address); /media/… files are the catalogue's own. */
export async function assertPublicPictures(db: DB, urls: string[]) {
  for (const url of urls.filter((u) => u.startsWith('/api/file/'))) {
    const f = await findFileByKey(db, url.slice('/api/file/'.length));
    if (!f || !f.isPublic || !f.mime.startsWith('image/')) throw badRequest('图片地址不正确，请重新上传');
  }
}

/** Any stored file by key, for the back office (staff permissions are checked by the caller, by the file's kind). */
export async function findFileByKey(db: DB, key: string) {
  if (!/^[0-9a-f]{32}$/.test(key)) return null;
  const [f] = await db.select().from(files).where(eq(files.key, key));
  return f ?? null;
}

export async function fileResponse(f: typeof files.$inferSelect, download = false): Promise<Response> {
  const obj = await storage().get(uploadKey(f.storedName));
  if (!obj || obj === 'not-modified') return new Response('Not found', { status: 404 });
  const inline =
    !download &&
    (f.mime.startsWith('image/') || f.mime === 'application/pdf') &&
    f.mime !== 'image/vnd.adobe.photoshop' &&
    f.mime !== 'image/tiff';
  const name = encodeURIComponent(f.originalName || `file-${f.key}`);
  return new Response(obj.body, {
    headers: {
      'content-type': f.mime,
      'content-length': String(obj.size),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`,
      'cache-control': f.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
}

// Every file the store keeps goes through this interface: uploads (uploads/…), generated and imported media
// (media/…), seeded pictures, receipts and invoice PDFs. Two drivers, chosen by STORAGE_DRIVER:
//  - local (default): files under DATA_DIR, laid out exactly as the key says (DATA_DIR/uploads/…, DATA_DIR/media/…);
//  - s3: one bucket of any S3-compatible object store (Aliyun OSS, Tencent COS, MinIO, AWS), shared by every app
//    server, so a file written through one server is served by all of them.
// Who may read a file is decided before the storage is asked (uploads.ts findFileFor, media is public).
import { config } from '~/lib/server/config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';

export interface StoredObject {
  /** The bytes, streamed (never read whole into memory to answer a request). */
  body: ReadableStream<Uint8Array>;
  size: number;
  /** A strong validator for If-None-Match (quoted). */
  etag: string;
}

/** null: no such object; 'not-modified': it still has the ETag the caller sent. */
export type GetResult = StoredObject | 'not-modified' | null;

export interface Storage {
  readonly driver: 'local' | 's3';
  /** Writes (or replaces) an object whole; when it resolves, every server can read it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string, opts?: { ifNoneMatch?: string | null }): Promise<GetResult>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; an absent one is not an error. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of plain segments (no dot segments, no encodings): `uploads/avatar/2026-07/<hex>.png`, `media/seed/p/QL0111001.svg`. */
export const isSafeKey = (key: string): boolean => key.length <= 512 && SAFE_KEY.test(key);

export function assertKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}

export function createStorage(c: typeof config.storage, dataDir: string): Storage {
  if (c.driver === 'local') return localStorage(dataDir);
  if (c.driver === 's3') {
    const missing = (['bucket', 'accessKeyId', 'secretAccessKey'] as const).filter((k) => !c.s3[k]);
    if (missing.length) {
      const names = { bucket: 'S3_BUCKET', accessKeyId: 'S3_ACCESS_KEY_ID', secretAccessKey: 'S3_SECRET_ACCESS_KEY' };
      throw new Error(`STORAGE_DRIVER=s3 needs ${missing.map((k) => names[k]).join(', ')}`);
    }
    return s3Storage(c.s3);
  }
  throw new Error(`STORAGE_DRIVER must be local or s3, got "${c.driver}"`);
}

let current: Storage | null = null;

/** The process's storage, made from the configuration on first use (boot.ts asks at start, so a bad setting stops it). */
export function storage(): Storage {
  return (current ??= createStorage(config.storage, config.dataDir));
}

// The local-disk driver: one file per key under a root folder (DATA_DIR), written atomically (temp file + rename).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertKey, type Storage } from './index.ts';

export function localStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const abs = (key: string) => {
    const file = path.resolve(root, assertKey(key));
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key outside the data folder: ${key}`);
    return file;
  };
  const stat = (file: string) =>
    fs.promises.stat(file).then(
      (s) => (s.isFile() ? s : null),
      () => null,
    );

  return {
    driver: 'local',
    async put(key, bytes) {
      const file = abs(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.promises.writeFile(tmp, bytes);
        await fs.promises.rename(tmp, file);
      } catch (e) {
        await fs.promises.rm(tmp, { force: true });
        throw e;
      }
    },
    async get(key, opts = {}) {
      const file = abs(key);
      const s = await stat(file);
      if (!s) return null;
      const etag = `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
      if (opts.ifNoneMatch && opts.ifNoneMatch === etag) return 'not-modified';
      const body = Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
      return { body, size: s.size, etag };
    },
    async exists(key) {
      return !!(await stat(abs(key)));
    },
    async remove(key) {
      await fs.promises.rm(abs(key), { force: true });
    },
  };
}

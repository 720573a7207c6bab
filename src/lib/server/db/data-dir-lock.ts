// One process per PGlite data directory: a second one would keep its own in-memory copy and lose writes.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/pglite.lock for this process; a stale lock (dead pid) is taken over. */
export function acquireLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(
          `The database directory ${dir} is in use by process ${pid}. ` +
            'Only one process may open an embedded (PGlite) database: stop the other one, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock left by a crash
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

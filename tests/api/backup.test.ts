// db:backup and db:restore round-trip: every table's row count and checksum survive, on PGlite and PostgreSQL.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { login } from '../helpers/client.ts';
import { ROOT, startServer } from '../helpers/server.ts';
import { createTempDatabase } from '../helpers/pg.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'qili-backup-'));
function npmScript(script: string, args: string[], env: Record<string, string>) {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
}
function summary(file: string) {
  const dump = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
  return dump.tables.map((t: { name: string; count: number; checksum: string }) => [t.name, t.count, t.checksum]);
}

describe('backup and restore', () => {
  it('PGlite → file → fresh PGlite: equal row counts and checksums', { timeout: 360_000 }, async () => {
    const dir = tmp();
    const srv = await startServer({ dataDir: dir });
    await (await login(srv.url, '13800000000')).api.post('/api/user/edit', { nickname: '备份前的昵称' });
    await srv.stop();
    const file = path.join(tmp(), 'b.json.gz');
    expect(npmScript('db-backup.mjs', [file], { DATA_DIR: dir })).toMatch(/Backup written/);
    const target = tmp();
    expect(npmScript('db-restore.mjs', [file], { DATA_DIR: target })).toMatch(/every row count and checksum matches/);
    const again = path.join(tmp(), 'c.json.gz');
    npmScript('db-backup.mjs', [again], { DATA_DIR: target });
    const a = summary(file);
    expect(a.length).toBeGreaterThan(10);
    expect(a.find((t: unknown[]) => t[0] === 'products')[1]).toBeGreaterThanOrEqual(120);
    expect(summary(again)).toEqual(a);
    // the restored store serves the restored data
    const restored = await startServer({ dataDir: target });
    try {
      expect((await (await login(restored.url, '13800000000')).api.get('/api/userinfo')).data.nickname).toBe('备份前的昵称');
    } finally {
      await restored.stop();
    }
  });

  // Registered only where a PostgreSQL server is given (CI always gives one).
  if (process.env.TEST_DATABASE_URL) it('PostgreSQL → file → fresh PostgreSQL: equal row counts and checksums', { timeout: 360_000 }, async () => {
    const src = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_bk_src');
    const dst = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_bk_dst');
    try {
      const srv = await startServer({ env: { DATABASE_URL: src.url } });
      await srv.stop();
      const file = path.join(tmp(), 'pg.json.gz');
      npmScript('db-backup.mjs', [file], { DATABASE_URL: src.url });
      expect(npmScript('db-restore.mjs', [file], { DATABASE_URL: dst.url })).toMatch(/every row count and checksum matches/);
      const again = path.join(tmp(), 'pg2.json.gz');
      npmScript('db-backup.mjs', [again], { DATABASE_URL: dst.url });
      expect(summary(again)).toEqual(summary(file));
    } finally {
      await src.drop();
      await dst.drop();
    }
  });
});

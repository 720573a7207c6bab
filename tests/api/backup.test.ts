// db:backup and db:restore round-trip: every table's row count and checksum survive, on PGlite and PostgreSQL.
import { execFileSync, spawnSync } from 'node:child_process';
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
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}
function npmScriptFails(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout + r.stderr };
}
function summary(file: string) {
  const dump = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
  return dump.tables.map((t: { name: string; count: number; checksum: string }) => [t.name, t.count, t.checksum]);
}

/** The PGlite backup of the first test, restored into PostgreSQL by a later one. */
let pgliteBackup = '';

describe('backup and restore', () => {
  it('PGlite → file → fresh PGlite: equal row counts and checksums', { timeout: 360_000 }, async () => {
    const dir = tmp();
    const srv = await startServer({ dataDir: dir });
    await (await login(srv.url, '13800000000')).api.post('/api/user/edit', { nickname: '备份前的昵称' });
    await srv.stop();
    const file = path.join(tmp(), 'b.json.gz');
    expect(npmScript('db-backup.mjs', [file], { DATA_DIR: dir })).toMatch(/Backup written/);
    pgliteBackup = file;
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
  if (process.env.TEST_DATABASE_URL)
    it('PostgreSQL → file → fresh PostgreSQL: equal row counts and checksums', { timeout: 360_000 }, async () => {
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

  // Checksums are taken in UTC whatever the session's time zone, and verified before the restore commits.
  if (process.env.TEST_DATABASE_URL)
    it(
      'PGlite → PostgreSQL whose time zone is Asia/Shanghai: 0 mismatches; a backup that does not verify rolls back and changes nothing',
      { timeout: 240_000 },
      async () => {
        expect(pgliteBackup).not.toBe('');
        const { default: pg } = await import('pg');
        const dst = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_bk_tz');
        const name = new URL(dst.url).pathname.slice(1);
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          await admin.query(`ALTER DATABASE ${name} SET timezone = 'Asia/Shanghai'`);
          const ok = npmScriptFails('db-restore.mjs', [pgliteBackup], { DATABASE_URL: dst.url });
          expect(ok.out).toMatch(/every row count and checksum matches/);
          expect(ok.out).not.toMatch(/Mismatch/);
          expect(ok.code).toBe(0);

          // A changed row, then a backup whose checksum for one table is wrong: the restore must roll back whole.
          const c = new pg.Client({ connectionString: dst.url });
          await c.connect();
          expect((await c.query('show timezone')).rows[0].TimeZone).toBe('Asia/Shanghai');
          await c.query("update users set nickname = '恢复前改过' where phone = '13800000000'");
          const dump = JSON.parse(zlib.gunzipSync(fs.readFileSync(pgliteBackup)).toString('utf8'));
          dump.tables.find((t: { name: string }) => t.name === 'products').checksum = '0'.repeat(32);
          const bad = path.join(tmp(), 'tampered.json.gz');
          fs.writeFileSync(bad, zlib.gzipSync(JSON.stringify(dump)));
          const refused = npmScriptFails('db-restore.mjs', [bad], { DATABASE_URL: dst.url });
          expect(refused.code).toBe(1);
          expect(refused.out).toMatch(/Mismatch in products/);
          expect(refused.out).toMatch(/nothing was restored/);
          const nick = await c.query("select nickname from users where phone = '13800000000'");
          expect(nick.rows[0].nickname).toBe('恢复前改过');
          await c.end();
        } finally {
          await admin.end();
          await dst.drop();
        }
      },
    );
});

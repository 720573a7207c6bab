// The server process: start-up on an existing database, the PGlite lock, clean SIGTERM.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { client, login } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

describe('embedded database lifecycle', () => {
  // Test budgets cover their inner bounded waits (each start may take up to startServer's 60 s on a loaded machine),
  // so a slow machine shows the real cause (the server did not start) instead of a bare timeout.
  it(
    'seeds once, refuses a second process on the same directory, closes on SIGTERM within 5 s, and keeps the data',
    { timeout: 360_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-proc-'));
      const first = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
      const { api } = await login(first.url, '13800000000');
      expect((await api.post('/api/user/edit', { nickname: '持久化检查' })).status).toBe(200);

      // A second server on the same directory must refuse to start, with a clear message.
      await expect(startServer({ dataDir, waitMs: 20_000 })).rejects.toThrow(/in use by process \d+/);

      const t0 = Date.now();
      const code = await first.stop('SIGTERM');
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(code).toBe(0);
      expect(first.output()).toContain('SIGTERM: closing the database');
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

      // Restart on the same data: no second seed, the edit is still there.
      const again = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
      try {
        expect(again.output()).not.toContain('demo data seeded');
        const me = await (await login(again.url, '13800000000')).api.get('/api/userinfo');
        expect(me.data.nickname).toBe('持久化检查');
        const products = await client(again.url).get('/api/health');
        expect(products.data.db).toBe('pglite');
      } finally {
        await again.stop();
      }
    },
  );

  it('a stale lock left by a killed process is taken over', { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-proc-'));
    const first = await startServer({ dataDir });
    await first.stop('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const second = await startServer({ dataDir });
    try {
      expect((await login(second.url, '13800000001')).token).toBeTruthy();
    } finally {
      await second.stop();
    }
  });
});

// Registered only where a PostgreSQL server is given (CI always gives one).
if (process.env.TEST_DATABASE_URL)
  describe('on PostgreSQL', () => {
    it(
      'survives the server closing its idle connections (restart, idle timeout, pg_terminate_backend) and keeps answering',
      { timeout: 180_000 },
      async () => {
        const { createTempDatabase } = await import('../helpers/pg.ts');
        const { default: pg } = await import('pg');
        const tmp = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_idle');
        const srv = await startServer({ env: { DATABASE_URL: tmp.url } });
        try {
          const { api } = await login(srv.url, '13800000000');
          expect((await api.get('/api/cart/count')).status).toBe(200);
          const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
          await admin.connect();
          const ended = await admin.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND state = 'idle' AND pid <> pg_backend_pid()",
            [new URL(tmp.url).pathname.slice(1)],
          );
          await admin.end();
          expect(ended.rowCount).toBeGreaterThan(0);
          await expect.poll(() => srv.output(), { timeout: 30_000 }).toContain('an idle connection was closed by the server');
          expect(srv.proc.exitCode).toBeNull();
          expect((await api.get('/api/cart/count')).status).toBe(200);
          expect((await client(srv.url).get('/api/products?limit=1')).status).toBe(200);
        } finally {
          await srv.stop();
          await tmp.drop();
        }
      },
    );
  });

// The state_transitions migration moves the order and after-sales logs into the one transition log without losing a
// row: a database at the migration before it, with history in order_transitions and aftersale_transitions is migrated to the latest.
// PGlite, or a fresh PostgreSQL database when the suite runs on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTempDatabase } from '../helpers/pg.ts';

const root = path.resolve(import.meta.dirname, '../..');
const latest = path.join(root, 'drizzle');

/** The migrations folder as it was at the given tag (the SQL files and the journal up to it). */
function folderUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-mig-'));
  const journal = JSON.parse(fs.readFileSync(path.join(latest, 'meta/_journal.json'), 'utf8'));
  const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, upTo + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(latest, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

type Db = { execute: (q: ReturnType<typeof sql>) => Promise<unknown> };
let db: Db;
let migrateTo: (folder: string) => Promise<void>;
let close: () => Promise<void>;

beforeAll(async () => {
  if (inject('dbDriver') === 'postgres') {
    const tmp = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_mig');
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: tmp.url, max: 1 });
    const d = drizzle(pool);
    db = d as unknown as Db;
    migrateTo = (folder) => migrate(d, { migrationsFolder: folder });
    close = async () => {
      await pool.end();
      await tmp.drop();
    };
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create();
    const d = drizzle(client);
    db = d as unknown as Db;
    migrateTo = (folder) => migrate(d, { migrationsFolder: folder });
    close = () => client.close();
  }
});
afterAll(async () => close?.());

/** The migration that made the one log, and the one before it (found by name: the numbers move as branches land). */
const tags: string[] = JSON.parse(fs.readFileSync(path.join(latest, 'meta/_journal.json'), 'utf8')).entries.map(
  (e: { tag: string }) => e.tag,
);
const logTag = tags.find((t) => t.endsWith('_state_transitions'))!;
const beforeLog = tags[tags.indexOf(logTag) - 1]!;

const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as { rows: T[] }).rows;

describe(`migration ${logTag}`, () => {
  it('copies every order and after-sales log row into state_transitions and drops the old tables', async () => {
    await migrateTo(folderUpTo(beforeLog));
    // History rows only: the records they point at are not needed to prove the copy (foreign keys off for the insert).
    await db.execute(sql`SET session_replication_role = replica`);
    await db.execute(sql`INSERT INTO order_transitions (order_id, action, from_state, to_state, actor_type, actor_user_id, actor_name, note, at) VALUES
      (7, 'create', '', 'unpaid', 'user', 3, '王建国', '提交订单', '2026-01-02T03:04:05Z'),
      (7, 'expire', 'unpaid', 'cancelled', 'system', NULL, '系统', '超时未付款，系统自动取消', '2026-01-03T03:04:05Z')`);
    await db.execute(sql`INSERT INTO aftersale_transitions (aftersale_id, action, from_state, to_state, actor_type, actor_user_id, actor_name, note, at) VALUES
      (5, 'submit', '', 'submitted', 'user', 3, '王建国', '申请仅退款：数量短缺', '2026-01-04T00:00:00Z')`);
    await db.execute(sql`SET session_replication_role = DEFAULT`);

    await migrateTo(latest);
    const log = await rowsOf<Record<string, unknown>>(
      sql`SELECT kind, record_id, action, from_state, to_state, actor_type, actor_user_id, actor_name, note, at FROM state_transitions ORDER BY id`,
    );
    expect(log.map((r) => ({ ...r, at: new Date(r.at as string).toISOString() }))).toEqual([
      {
        kind: 'order',
        record_id: 7,
        action: 'create',
        from_state: '',
        to_state: 'unpaid',
        actor_type: 'user',
        actor_user_id: 3,
        actor_name: '王建国',
        note: '提交订单',
        at: '2026-01-02T03:04:05.000Z',
      },
      {
        kind: 'order',
        record_id: 7,
        action: 'expire',
        from_state: 'unpaid',
        to_state: 'cancelled',
        actor_type: 'system',
        actor_user_id: null,
        actor_name: '系统',
        note: '超时未付款，系统自动取消',
        at: '2026-01-03T03:04:05.000Z',
      },
      {
        kind: 'aftersale',
        record_id: 5,
        action: 'submit',
        from_state: '',
        to_state: 'submitted',
        actor_type: 'user',
        actor_user_id: 3,
        actor_name: '王建国',
        note: '申请仅退款：数量短缺',
        at: '2026-01-04T00:00:00.000Z',
      },
    ]);
    const old = await rowsOf<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('order_transitions', 'aftersale_transitions')`,
    );
    expect(old).toEqual([]);
  });
});

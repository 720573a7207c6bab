// The audit log's "before" is what the action replaced. Two staff saving the same record at once: each entry's before
// must be the state the other left, not a state read before the other's save committed. `audited` (staff/audit.ts)
// reads the before under the record's audit lock, which every audited action on the record takes first; the saves
// themselves (here the hot words, under their own lock, as POST /api/admin/hotwords/save calls them) are unchanged.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { domainDb } from '../helpers/domain-db.ts';
import { auditLog } from '~/lib/server/db/schema/index.ts';
import { audited, COMMAND_LINE } from '~/lib/server/staff/audit.ts';
import { hotWordList, saveHotWords } from '~/lib/server/storefront/manage.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import type { DB } from '~/lib/server/db/client.ts';

const driver = inject('dbDriver');
let d: Awaited<ReturnType<typeof domainDb>>;
let db: DB;
beforeAll(async () => {
  d = await domainDb(driver);
  db = d.db;
});
afterAll(async () => d?.dispose());

/** The hot-words save as its route runs it: the save, and its audit entry with the list before and after. */
const save = (words: string[]) =>
  audited(db, COMMAND_LINE, (tx) => saveHotWords(tx, words), {
    action: 'hotwords.save',
    targetType: 'hotwords',
    targetId: 'hotwords',
    label: '热搜词',
    before: (tx) => hotWordList(tx),
  });

const entries = async () =>
  (await db.select().from(auditLog).where(eq(auditLog.action, 'hotwords.save')).orderBy(asc(auditLog.id))).map((e) => ({
    before: e.before,
    after: e.after,
  }));

/** How many of this database's sessions wait for a lock. */
async function waiting(): Promise<number> {
  const r = (await db.execute(sql`select count(*)::int as n from pg_locks where not granted and pid in (
    select pid from pg_stat_activity where datname = current_database())`)) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
}

describe('the audit log’s before, two staff saving at once', () => {
  it('each entry’s before is the state the other save left (PostgreSQL; PGlite runs one transaction at a time)', async () => {
    await save(['原来的词']);
    if (driver !== 'postgres') {
      await save(['甲的词']);
      await save(['乙的词']);
      expect((await entries()).slice(1)).toEqual([
        { before: ['原来的词'], after: ['甲的词'] },
        { before: ['甲的词'], after: ['乙的词'] },
      ]);
      return;
    }
    // Something holds the hot words' lock (a third save in progress) while both saves start, so both are under way
    // together; released once both are seen waiting.
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    let held!: () => void;
    const holding = new Promise<void>((ok) => (held = ok));
    const holder = db.transaction(async (tx) => {
      await lockXact(tx, 'hot-words');
      held();
      await gate;
    });
    await holding;
    const a = save(['甲的词']);
    const b = save(['乙的词']);
    for (let i = 0; (await waiting()) < 2; i++) {
      if (i > 300) throw new Error('the two saves never both waited');
      await new Promise((ok) => setTimeout(ok, 20));
    }
    release();
    await Promise.all([holder, a, b]);
    const [, first, second] = await entries();
    expect(first!.before).toEqual(['原来的词']);
    expect(second!.before, 'the later save replaced what the earlier one left').toEqual(first!.after);
    expect(second!.after).toEqual(await hotWordList(db));
  });
});

// The migration that moves editors from buyer accounts (users.roles) to staff keeps them and their history:
// applied to a database as it was before it (with an editor who saved a help revision), the editor becomes a
// staff account with the same phone and password, and the revision and page point at it.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const statements = (tag: string) =>
  fs
    .readFileSync(path.join(DIR, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

it('turns buyer-side editors into staff editors and keeps who saved each help revision', { timeout: 180_000 }, async () => {
  // an in-memory PGlite starts in a few seconds when the machine is idle
  const tags = journal.entries.map((e) => e.tag);
  const at = tags.findIndex((t) => t.endsWith('_staff'));
  expect(at).toBeGreaterThan(0);
  const db = new PGlite();
  for (const t of tags.slice(0, at)) for (const s of statements(t)) await db.exec(s);
  await db.exec(`
    INSERT INTO companies (name, contact_name, status) VALUES ('运营部', '编辑', 'approved'), ('客户公司', '客户', 'approved');
    INSERT INTO users (company_id, phone, password_hash, nickname, roles) VALUES (1, '13700000000', 'argon-hash-1', '内容编辑', '["editor"]'), (2, '13800000000', 'argon-hash-2', '客户', '[]');
    INSERT INTO help_pages (slug, title, category, markdown, updated_by) VALUES ('10', '交期说明', '售后', '正文', 1), ('11', '售后说明', '售后', '正文', 2);
    INSERT INTO help_revisions (page_id, title, category, markdown, editor_id) VALUES (1, '交期说明', '售后', '正文', 1), (2, '售后说明', '售后', '正文', 2), (2, '售后说明', '售后', '初始', NULL);
  `);
  for (const s of statements(tags[at]!)) await db.exec(s);
  const staff = (
    await db.query<{ id: number; username: string; phone: string; name: string; password_hash: string; roles: string[] }>(
      'select * from staff',
    )
  ).rows;
  expect(staff).toEqual([
    expect.objectContaining({
      username: 'u13700000000',
      phone: '13700000000',
      name: '内容编辑',
      password_hash: 'argon-hash-1',
      roles: ['editor'],
    }),
  ]);
  const revs = (await db.query<{ editor_id: number | null }>('select editor_id from help_revisions order by id')).rows.map(
    (r) => r.editor_id,
  );
  expect(revs).toEqual([staff[0]!.id, null, null]);
  const pages = (await db.query<{ updated_by: number | null }>('select updated_by from help_pages order by id')).rows.map(
    (r) => r.updated_by,
  );
  expect(pages).toEqual([staff[0]!.id, null]);
  const cols = (
    await db.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'users'")
  ).rows.map((r) => r.column_name);
  expect(cols).not.toContain('roles');
  await db.close();
});

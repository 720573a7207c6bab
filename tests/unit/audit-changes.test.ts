// The audit log tells what an action changed field by field, in Chinese where the label table names the field.
import { describe, expect, it } from 'vitest';
import { auditChanges } from '~/lib/server/admin/audit-names.ts';

describe('auditChanges', () => {
  it('a new record: each field from — to its value, named in Chinese', () => {
    expect(auditChanges(null, { name: 'QA测试员', phone: '', roles: ['operator'], status: 1, extra: 'x' })).toEqual([
      { field: '名称', before: '—', after: 'QA测试员' },
      { field: '角色', before: '—', after: '["operator"]' },
      { field: '状态', before: '—', after: '1' },
      { field: 'extra', before: '—', after: 'x' },
    ]);
  });

  it('an edit: only the fields that changed', () => {
    expect(auditChanges({ title: '券', claimable: true, total: 100 }, { title: '券', claimable: false, total: 100 })).toEqual([
      { field: '可领取', before: 'true', after: 'false' },
    ]);
  });

  it('nothing for an action that changed no record, or changed nothing', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(undefined, null)).toEqual([]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('a value that is not a record is shown whole; a long one is cut', () => {
    expect(auditChanges(['名片'], ['名片', '画册'])).toEqual([{ field: '内容', before: '["名片"]', after: '["名片","画册"]' }]);
    const [long] = auditChanges(null, { markdown: 'x'.repeat(500) });
    expect(long!.after).toBe(`${'x'.repeat(200)}…`);
  });
});

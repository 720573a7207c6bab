// Who made a timeline entry, as a buyer reads it on the order and after-sales pages (actorShown, labels.ts).
import { describe, expect, it } from 'vitest';
import { actorShown } from '~/lib/shared/labels.ts';

describe('actorShown', () => {
  it('names a buyer, never a staff member: staff are 平台, the store’s own jobs 系统', () => {
    expect(actorShown({ actorType: 'user', actorName: '王建国' })).toBe('王建国');
    expect(actorShown({ actorType: 'operator', actorName: '运营王敏' })).toBe('平台');
    expect(actorShown({ actorType: 'system', actorName: '系统' })).toBe('系统');
    expect(actorShown({ actorType: 'other', actorName: '某人' })).toBe('平台');
  });
});

// Integration: POST /api/user/edit takes as avatar only /api/file/<key> of an avatar this same user uploaded (or empty).
import { describe, expect, inject, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { pngBytes } from '../helpers/orders.ts';
import { freshCompany } from './account-helpers.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
type Api = ReturnType<typeof client>;

async function upload(api: Api, path = '/api/api/upload') {
  const form = new FormData();
  form.append('file', new File([(await pngBytes()) as Uint8Array<ArrayBuffer>], 'me.png', { type: 'image/png' }));
  return api.post(path, form, { origin: base });
}

describe('avatar URL on /api/user/edit', () => {
  it('accepts the own uploaded avatar, refuses other paths and other users’ files', async () => {
    const me = await freshCompany(base, dataDir);
    const other = await freshCompany(base, dataDir);
    const mine = await upload(me.api);
    expect(mine.status, mine.msg).toBe(200);
    const theirs = await upload(other.api);
    const before = (await me.api.get('/api/userinfo')).data.avatar;

    for (const avatar of [
      '/api/order/list',
      '/api/file/../../etc/passwd',
      '/media/x.png',
      '/uploads/x.png',
      theirs.data.link,
      `/api/file/${'0'.repeat(32)}`,
    ]) {
      const r = await me.api.post('/api/user/edit', { avatar });
      expect(r.http, avatar).toBe(400);
      expect(r.msg, avatar).toMatch(/头像地址不正确/);
    }
    expect((await me.api.get('/api/userinfo')).data.avatar).toBe(before);

    const empty = await me.api.post('/api/user/edit', { avatar: '', nickname: '小王' });
    expect(empty.status, empty.msg).toBe(200);
    expect(empty.data.avatar).toBe(before);

    const ok = await me.api.post('/api/user/edit', { avatar: mine.data.link });
    expect(ok.status, ok.msg).toBe(200);
    expect(ok.data.avatar).toBe(mine.data.link);
  });

  it('refuses a non-avatar (private) upload of the same user', async () => {
    const me = await freshCompany(base, dataDir);
    const art = await upload(me.api, '/api/upload/artwork');
    expect(art.status, art.msg).toBe(200);
    const r = await me.api.post('/api/user/edit', { avatar: art.data.url });
    expect([r.http, r.msg]).toEqual([400, '头像地址不正确，请重新上传头像']);
  });
});

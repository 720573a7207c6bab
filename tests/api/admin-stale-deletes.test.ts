// "The form saw version V" (seen-version.ts) on the editors that were last-save-wins until now: 场景, 分类, 公告,
// 关于我们 and staff accounts; and the deletes of those editors (场景, 公告, 轮播图): a delete sent from a page opened
// before a colleague changed the record is refused (409 …请刷新页面后确认是否删除), nothing deleted; a save or a
// delete of a record deleted since is told it is gone (404 …已不存在（可能已被他人删除），请刷新页面), never a 500.
// The help pages' editor has its own revision check (baseRevisionId, admin-help tests). A server of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { STAFF, ownServer, staffLogin, staffUpload, type StaffClient } from '../helpers/staff.ts';
import { pngBytes } from '../helpers/orders.ts';
import { gone, islandOn, raceOf, stale, versionOn } from '../helpers/stale-saves.ts';

let srv: Awaited<ReturnType<typeof ownServer>>;
let admin: StaffClient;
let merch: StaffClient;
let editor: StaffClient;
let anon: ReturnType<typeof client>;
let productIds: number[];

beforeAll(async () => {
  srv = await ownServer();
  admin = await staffLogin(srv.url, STAFF.admin);
  merch = await staffLogin(srv.url, STAFF.merchandiser);
  editor = await staffLogin(srv.url, STAFF.editor);
  anon = client(srv.url);
  productIds = (await anon.get('/api/products?limit=3')).data.list.map((p: any) => p.id);
}, 180_000);
afterAll(() => srv?.stop());

const picture = async (s: StaffClient) => {
  const r = await staffUpload(s, srv.url, '/api/admin/upload/image', [{ bytes: await pngBytes(), name: '场景.png' }]);
  expect(r.status, r.msg).toBe(200);
  return r.data.url as string;
};

/**
 * A record's delete from its edit page: refused while the page is older than a colleague's save (nothing deleted),
 * passes from the page reloaded; deleting it again, or saving it from a page still open, is told it is gone (404).
 */
async function deleteRace(
  s: StaffClient,
  kind: string,
  what: string,
  page: string,
  id: number,
  body: Record<string, unknown>,
  change: Record<string, unknown>,
) {
  const opened = () => versionOn(s, page, `/api/admin/${kind}/delete`, id);
  const v = await opened();
  const saved = await s.post(`/api/admin/${kind}/save`, { ...body, ...change, id, version: v });
  expect(saved.status, saved.msg).toBe(200);
  const refused = await s.post(`/api/admin/${kind}/delete`, { id, version: v });
  expect([refused.http, refused.msg]).toEqual([409, stale(what, '确认是否删除')]);
  expect(await islandOn(s, page, `/api/admin/${kind}/delete`, id), 'the refused delete deleted nothing').toBeTruthy();
  const fresh = await opened();
  const ok = await s.post(`/api/admin/${kind}/delete`, { id, version: fresh });
  expect(ok.status, ok.msg).toBe(200);
  expect(await islandOn(s, page, `/api/admin/${kind}/delete`, id)).toBeUndefined();
  for (const again of [
    s.post(`/api/admin/${kind}/delete`, { id, version: fresh }),
    s.post(`/api/admin/${kind}/delete`, { id }),
    s.post(`/api/admin/${kind}/save`, { ...body, id, version: fresh }),
  ])
    expect(await again).toMatchObject({ http: 404, msg: gone(what) });
}

describe('catalogue: 场景 and 分类', () => {
  it('a scene saved from a page opened before a colleague saved it is refused; from the page reloaded it passes', async () => {
    const body = { scenesName: '并发场景', pic: await picture(merch), productIds: productIds.join(', ') };
    const made = await merch.post('/api/admin/scene/save', body);
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id;
    const page = `/admin/scenes?edit=${id}`;
    await raceOf(
      merch,
      '/api/admin/scene/save',
      () => versionOn(merch, page, '/api/admin/scene/save', id),
      // the first changes only the products' order: that too is the scene as the page showed it
      { ...body, id, productIds: [...productIds].reverse().join(', ') },
      { ...body, id, productIds: [...productIds].reverse().join(', '), description: '乙的介绍' },
      '场景',
      () => islandOn(merch, page, '/api/admin/scene/save', id),
    );
    await deleteRace(merch, 'scene', '场景', page, id, body, { sort: 5 });
  });

  it('a category saved from a page opened before a colleague saved it is refused; from the page reloaded it passes', async () => {
    const parent = (await anon.get('/api/category')).data.at(-1);
    const made = await merch.post('/api/admin/category/save', { parentId: parent.id, cateName: '并发分类' });
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id;
    const page = `/admin/categories?edit=${id}`;
    await raceOf(
      merch,
      '/api/admin/category/save',
      () => versionOn(merch, page, '/api/admin/category/save', id),
      { id, parentId: parent.id, cateName: '甲改的分类' },
      { id, parentId: parent.id, cateName: '甲改的分类', isShow: false },
      '分类',
      () => islandOn(merch, page, '/api/admin/category/save', id),
    );
  });
});

describe('content: 公告, 关于我们, 轮播图 deletes', () => {
  it('a notice: a stale save or delete is refused with nothing written, a fresh one passes, a gone one is told so', async () => {
    const body = { title: '并发公告', summary: '', markdown: '正文', isTop: false };
    const made = await editor.post('/api/admin/notice/save', body);
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id;
    const page = `/admin/notices?edit=${id}`;
    await raceOf(
      editor,
      '/api/admin/notice/save',
      () => versionOn(editor, page, '/api/admin/notice/save', id),
      { ...body, id, title: '甲改的公告' },
      { ...body, id, title: '甲改的公告', isTop: true },
      '公告',
      async () => (await anon.get(`/api/notice/detail?id=${id}`)).data,
    );
    await deleteRace(editor, 'notice', '公告', page, id, body, { markdown: '甲改的正文' });
  });

  it('关于我们: a stale save is refused with nothing written, a fresh one passes', async () => {
    const about = (tagline: string) => ({
      site: { name: '印立方', tagline, supportPhone: '400-000-0000', serviceHours: '9:00-18:00 工作日', email: '' },
      seller: { name: '上海启力印象数字科技有限公司', creditCode: '91310115MA1K4ABC2B', address: '上海市浦东新区', phone: '021-58881688' },
    });
    await raceOf(
      editor,
      '/api/admin/about/save',
      () => versionOn(editor, '/admin/about', '/api/admin/about/save'),
      about('甲的口号'),
      about('乙的口号'),
      '关于我们',
      () => islandOn(editor, '/admin/about', '/api/admin/about/save'),
    );
  });

  it('a banner deleted from a page opened before a colleague saved it is refused; a gone banner is told so', async () => {
    const body = { title: '并发删除轮播', url: await picture(editor), jumpUrl: '', sort: 800 };
    const made = await editor.post('/api/admin/banner/save', body);
    expect(made.status, made.msg).toBe(200);
    await deleteRace(editor, 'banner', '轮播图', '/admin/storefront', made.data.id, body, { title: '甲改的轮播' });
  });
});

describe('staff accounts', () => {
  it('an account saved from a page opened before another admin saved it is refused; from the page reloaded it passes', async () => {
    const made = await admin.post('/api/admin/staff/save', {
      username: 'stale_staff',
      name: '并发员工',
      roles: ['operator'],
      password: 'demo1234',
    });
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id;
    const page = `/admin/staff?edit=${id}`;
    const edit = { id, name: '并发员工', roles: ['operator'], status: 1 };
    await raceOf(
      admin,
      '/api/admin/staff/save',
      () => versionOn(admin, page, '/api/admin/staff/save', id),
      { ...edit, roles: ['operator', 'editor'] },
      { ...edit, roles: ['operator', 'editor'], name: '乙改的名字' },
      '员工账号',
      () => islandOn(admin, page, '/api/admin/staff/save', id),
    );
    expect(await islandOn(admin, page, '/api/admin/staff/save', id)).toContain('乙改的名字');
    // a password reset is no edit of the form: the page opened before it still saves
    const v = await versionOn(admin, page, '/api/admin/staff/save', id);
    expect((await admin.post('/api/admin/staff/password', { id, password: 'demo5678' })).status).toBe(200);
    const after = await admin.post('/api/admin/staff/save', { ...edit, name: '丙改的名字', version: v });
    expect(after.status, after.msg).toBe(200);
  });
});

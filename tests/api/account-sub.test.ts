import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { newPhone } from '../helpers/server.ts';
import { freshCompany } from './account-helpers.ts';
import { SUB_ACCOUNT_LIMIT, SUB_ACCOUNT_LIMIT_REFUSAL } from '~/lib/shared/account-limits.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);
const sub = (over: Record<string, unknown> = {}) => ({
  phone: newPhone(),
  realName: '陈采购',
  identity: 'buyer',
  password: 'sub12345',
  confirm: 'sub12345',
  ...over,
});

describe('sub-accounts', () => {
  it('identity list documents what each identity may do', async () => {
    const { api } = await login(base, DEMO.main);
    const r = await api.get('/api/son/identity/list');
    expect(r.data.map((i: any) => i.key)).toEqual(['admin', 'buyer', 'finance']);
    const names = Object.fromEntries(r.data.map((i: any) => [i.key, i.permissions.map((p: any) => p.key)]));
    expect(names.admin).not.toContain('son');
    expect(names.buyer).toContain('buy');
    expect(names.finance).toEqual(expect.arrayContaining(['pay', 'invoice', 'contract', 'orders.company']));
    expect(names.finance).not.toContain('buy');
  });

  it('add → log in as it → edit → disable ends its sessions → enable → delete', async () => {
    const main = await freshCompany(base, dataDir);
    const body = sub();
    const added = await main.api.post('/api/son/add', body);
    expect(added.status, added.msg).toBe(200);
    expect(added.data).toMatchObject({ phone: body.phone, realName: '陈采购', identity: 'buyer', identityName: '采购员', status: 1 });
    const taken = await main.api.post('/api/son/add', sub({ phone: body.phone }));
    expect([taken.msg, taken.data]).toEqual(['该手机号已注册其他账号，请换一个手机号', { field: 'phone' }]); // it said only 该手机号已注册
    expect((await main.api.post('/api/son/add', sub({ phone: DEMO.buyer }))).http).toBe(409);

    const s = await login(base, body.phone, 'sub12345');
    const info = (await s.api.get('/api/userinfo')).data;
    expect(info).toMatchObject({ parentId: main.user.id, identity: '采购员', companyName: main.user.companyName });
    // as a buyer it may keep addresses but not manage invoice titles
    expect((await s.api.get('/api/address/list')).status).toBe(200);
    expect((await s.api.post('/api/billInfo/add', { type: 1, title: '某公司', taxNo: '91350100M000100Y43' })).http).toBe(403);

    const edited = await main.api.post('/api/son/edit', { id: added.data.id, realName: '陈财务', identity: 'finance' });
    expect(edited.data).toMatchObject({ realName: '陈财务', identityName: '财务' });
    // the identity applies to its very next call
    expect((await s.api.get('/api/address/list')).http).toBe(403);
    expect((await s.api.post('/api/billInfo/add', { type: 1, title: '某公司', taxNo: '91350100M000100Y43' })).status).toBe(200);

    const off = await main.api.post(`/api/son/onStatus/${added.data.id}`, { status: 0 });
    expect(off.msg).toBe('已禁用');
    expect(off.data.status).toBe(0);
    expect((await s.api.get('/api/userinfo')).http).toBe(401);
    const refused = await anon.post('/api/login', { phone: body.phone, password: 'sub12345' });
    expect(refused.http).toBe(403);
    expect(refused.msg).toBe('账号已被禁用，请联系企业主账号');
    const on = await main.api.post(`/api/son/onStatus/${added.data.id}`); // empty body toggles
    expect(on.data.status).toBe(1);
    const again = await login(base, body.phone, 'sub12345');

    // a new password is typed twice, as when adding
    const edit = { id: added.data.id, realName: '陈财务', identity: 'finance', password: 'new12345' };
    expect(await main.api.post('/api/son/edit', edit)).toMatchObject({ http: 400, msg: '请确认密码' });
    expect(await main.api.post('/api/son/edit', { ...edit, confirm: 'new12346' })).toMatchObject({ http: 400, msg: '两次密码需一致' });
    expect((await again.api.get('/api/userinfo')).status).toBe(200);
    // a new password ends the sub-account's sessions
    expect((await main.api.post('/api/son/edit', { ...edit, confirm: 'new12345' })).status).toBe(200);
    expect((await again.api.get('/api/userinfo')).http).toBe(401);
    await login(base, body.phone, 'new12345');

    expect((await main.api.get('/api/son/list')).data.map((x: any) => x.id)).toEqual([added.data.id]);
    const del = await main.api.post('/api/son/del', { id: added.data.id });
    expect(del.status, del.msg).toBe(200);
    expect((await main.api.get('/api/son/list')).data).toEqual([]);
    // the title it saved now belongs to the main account and is still there
    expect((await main.api.get('/api/billInfo/list')).data).toHaveLength(1);
    expect((await anon.post('/api/login', { phone: body.phone, password: 'new12345' })).http).toBe(400);
  });

  it('keeps at most SUB_ACCOUNT_LIMIT sub-accounts; the 21st is told where a place is freed', async () => {
    const main = await freshCompany(base, dataDir);
    for (let i = 0; i < SUB_ACCOUNT_LIMIT; i++) {
      const r = await main.api.post('/api/son/add', sub({ realName: `采购${i}` }));
      expect(r.status, r.msg).toBe(200);
    }
    const over = await main.api.post('/api/son/add', sub());
    // It said only 每个企业最多20个子账号, not what frees a place (the address limit's refusal did).
    expect([over.http, over.msg]).toEqual([400, SUB_ACCOUNT_LIMIT_REFUSAL]);
    expect(over.msg).toBe('最多保存20个子账号，请在“子账号管理”中删除不再使用的子账号后再新增');
    expect((await main.api.get('/api/son/list')).data).toHaveLength(SUB_ACCOUNT_LIMIT);
  });

  it('validates the form with field messages', async () => {
    const { api } = await freshCompany(base, dataDir);
    const cases: [Record<string, unknown>, string][] = [
      [sub({ phone: '1234' }), '请输入正确的手机号'],
      [sub({ realName: ' ' }), '请输入姓名'],
      [sub({ identity: 'main' }), '请选择账号身份'],
      [sub({ identity: 'root' }), '请选择账号身份'],
      [sub({ password: '123456', confirm: '123456' }), '密码需为6-16位英文加数字且较为负责的组合'],
      [sub({ confirm: 'other123' }), '两次密码需一致'],
    ];
    for (const [body, msg] of cases) {
      const r = await api.post('/api/son/add', body);
      expect(r.http, JSON.stringify(body)).toBe(400);
      expect(r.msg).toBe(msg);
    }
    expect((await api.post('/api/son/onStatus/1', { status: 5 })).http).toBe(400);
    expect((await api.post('/api/son/onStatus/abc')).http).toBe(400);
  });

  it('sub-accounts get 403 on every call; visitors 401; another company never sees or changes them', async () => {
    const owner = await freshCompany(base, dataDir);
    const mine = (await owner.api.post('/api/son/add', sub())).data;
    const calls = [
      ['GET', '/api/son/list'],
      ['GET', '/api/son/identity/list'],
      ['POST', '/api/son/add'],
      ['POST', '/api/son/edit'],
      ['POST', '/api/son/del'],
      ['POST', `/api/son/onStatus/${mine.id}`],
    ] as const;
    for (const phone of [DEMO.buyer, DEMO.finance]) {
      const s = await login(base, phone);
      for (const [m, p] of calls) {
        const r = await s.api.call(m, p, m === 'POST' ? { id: mine.id, ...sub(), status: 0 } : undefined);
        expect(r.http, `${phone} ${p}`).toBe(403);
        expect(r.msg).toBe('仅主账号可以操作，请联系企业主账号');
      }
    }
    for (const [m, p] of calls) expect((await anon.call(m, p, m === 'POST' ? {} : undefined)).http, p).toBe(401);

    const other = await login(base, DEMO.otherMain);
    expect((await other.api.get('/api/son/list')).data.some((x: any) => x.id === mine.id)).toBe(false);
    expect((await other.api.post('/api/son/edit', { id: mine.id, realName: '被篡改', identity: 'admin' })).http).toBe(404);
    expect((await other.api.post(`/api/son/onStatus/${mine.id}`, { status: 0 })).http).toBe(404);
    expect((await other.api.post('/api/son/del', { id: mine.id })).http).toBe(404);
    // nor can a main account reach a user of its own kind elsewhere (another main account)
    expect((await other.api.post(`/api/son/onStatus/${owner.user.id}`, { status: 0 })).http).toBe(404);
    const still = (await owner.api.get('/api/son/list')).data[0];
    expect(still).toMatchObject({ id: mine.id, realName: '陈采购', identity: 'buyer', status: 1 });
  });

  it('the sub-account menu and screen are for main accounts only', async () => {
    const { token } = await login(base, DEMO.buyer);
    const page = await fetch(`${base}/childAcc`, { headers: { cookie: `qili_token=${token}` } });
    const html = await page.text();
    expect(html).toContain('仅主账号可以操作，请联系企业主账号'); // it said only 仅主账号可以操作: whom to ask was missing
    expect(html).not.toContain('href="/childAcc"');
    const main = await login(base, DEMO.main);
    const mainHtml = await (await fetch(`${base}/childAcc`, { headers: { cookie: `qili_token=${main.token}` } })).text();
    expect(mainHtml).toContain('href="/childAcc"');
  });
});

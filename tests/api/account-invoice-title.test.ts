import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { freshCompany } from './account-helpers.ts';
import { INVOICE_TITLE_LIMIT, INVOICE_TITLE_LIMIT_REFUSAL } from '~/lib/shared/account-limits.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

const ordinary = (over: Record<string, unknown> = {}) => ({ type: 1, title: '上海测试科技有限公司', taxNo: '91350100M000100Y43', ...over });
const special = (over: Record<string, unknown> = {}) => ({
  type: 2,
  title: '上海测试科技有限公司',
  taxNo: '91310000MA1FL8XQ37',
  regAddress: '上海市浦东新区张江路88号',
  regPhone: '021-58881234',
  bank: '招商银行上海张江支行',
  bankAccount: '1219 0888 6610 001',
  ...over,
});

describe('invoice titles', () => {
  it('add ordinary and special titles, edit, move the default, delete', async () => {
    const { api } = await freshCompany(base, dataDir);
    const a = await api.post('/api/billInfo/add', ordinary({ taxNo: ' 91350100m000100y43 ' }));
    expect(a.status, a.msg).toBe(200);
    expect(a.data).toMatchObject({ type: 1, typeName: '增值税普通发票', taxNo: '91350100M000100Y43', isDefault: true });
    const b = await api.post('/api/billInfo/add', special());
    expect(b.data).toMatchObject({ type: 2, isDefault: false, bankAccount: '12190888661000' + '1' });
    const e = await api.post('/api/billInfo/edit', {
      id: b.data.id,
      ...special({ title: '上海测试科技有限公司（总部）', isDefault: true }),
    });
    expect(e.msg).toBe('修改成功');
    let list = (await api.get('/api/billInfo/list')).data;
    expect(list.map((t: any) => [t.id, t.isDefault])).toEqual([
      [b.data.id, true],
      [a.data.id, false],
    ]);
    expect((await api.post('/api/billInfo/default/set', { id: a.data.id })).status).toBe(200);
    list = (await api.get('/api/billInfo/list')).data;
    expect(list.filter((t: any) => t.isDefault).map((t: any) => t.id)).toEqual([a.data.id]);
    const del = await api.get(`/api/billInfo/del/${a.data.id}`);
    expect(del.status).toBe(200);
    list = (await api.get('/api/billInfo/list')).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: b.data.id, isDefault: true });
    expect((await api.get(`/api/billInfo/del/${a.data.id}`)).http).toBe(404);
    expect((await api.get('/api/billInfo/del/abc')).http).toBe(400);
    expect((await api.get('/api/billInfo/del/99999999999')).http).toBe(400);
  });

  it('checks the credit code check digit and the 专用 fields', async () => {
    const { api } = await freshCompany(base, dataDir);
    const cases: [Record<string, unknown>, string][] = [
      // Each refusal says what to correct: 18 characters typed were all told 请输入正确的18位统一社会信用代码.
      [ordinary({ taxNo: '91350100M000100Y44' }), '统一社会信用代码校验不通过，请对照营业执照逐位核对'],
      [ordinary({ taxNo: '91350100MOOO100Y43' }), '统一社会信用代码只含数字和大写字母（不含I、O、S、V、Z），请核对'],
      [ordinary({ taxNo: '9135A100M000100Y43' }), '统一社会信用代码第3-8位应为数字，请核对'],
      [ordinary({ taxNo: '1234567890' }), '请输入正确的18位统一社会信用代码'],
      [ordinary({ taxNo: '' }), '请输入统一社会信用代码'],
      [ordinary({ title: ' ' }), '请输入发票抬头'],
      [ordinary({ type: 3 }), '请选择发票类型'],
      [special({ regAddress: '' }), '请输入注册地址'],
      [special({ regPhone: '12' }), '请输入正确的注册电话'],
      [special({ bank: '' }), '请输入开户银行'],
      [special({ bankAccount: '12ab' }), '请输入正确的银行账号'],
      [ordinary({ bankAccount: 'abc' }), '请输入正确的银行账号'],
    ];
    for (const [body, msg] of cases) {
      const r = await api.post('/api/billInfo/add', body);
      expect(r.http, JSON.stringify(body)).toBe(400);
      expect(r.msg).toBe(msg);
    }
    expect((await api.get('/api/billInfo/list')).data).toEqual([]);
  });

  it('refuses the same title twice (type, name and 税号), on add and on edit; the same name as the other type is kept', async () => {
    const { api } = await freshCompany(base, dataDir);
    const a = await api.post('/api/billInfo/add', ordinary());
    expect(a.status, a.msg).toBe(200);
    const again = await api.post('/api/billInfo/add', ordinary({ title: ' 上海测试科技有限公司 ', taxNo: '91350100m000100y43' }));
    expect(again.http).toBe(409);
    expect(again.msg).toBe('已有相同的发票抬头（类型、名称和税号都相同），请直接选用，无需重复添加');
    const other = await api.post('/api/billInfo/add', ordinary({ title: '上海测试科技有限公司（分公司）' }));
    expect(other.status, other.msg).toBe(200);
    const special1 = await api.post('/api/billInfo/add', special({ taxNo: '91350100M000100Y43' }));
    expect(special1.status, special1.msg).toBe(200);
    const edit = await api.post('/api/billInfo/edit', { id: other.data.id, ...ordinary() });
    expect(edit.http).toBe(409);
    // Saving a title unchanged is no duplicate of itself.
    expect((await api.post('/api/billInfo/edit', { id: a.data.id, ...ordinary({ isDefault: true }) })).status).toBe(200);
    expect((await api.get('/api/billInfo/list')).data).toHaveLength(3);
  });

  it('keeps at most INVOICE_TITLE_LIMIT titles; the 21st is told where a place is freed', async () => {
    const { api } = await freshCompany(base, dataDir);
    for (let i = 0; i < INVOICE_TITLE_LIMIT; i++) {
      const r = await api.post('/api/billInfo/add', ordinary({ title: `上海测试科技有限公司${i}` }));
      expect(r.status, r.msg).toBe(200);
    }
    const over = await api.post('/api/billInfo/add', ordinary({ title: '上海测试科技有限公司多一个' }));
    // It said only 最多保存20个发票抬头, not what frees a place (the address limit's refusal did).
    expect([over.http, over.msg]).toEqual([400, INVOICE_TITLE_LIMIT_REFUSAL]);
    expect(over.msg).toBe('最多保存20个发票抬头，请在“发票信息管理”中删除不再使用的发票抬头后再新增');
    expect((await api.get('/api/billInfo/list')).data).toHaveLength(INVOICE_TITLE_LIMIT);
  });

  it('delete is a GET that acts only with the bearer header, never the cookie alone', async () => {
    const { api, token } = await freshCompany(base, dataDir);
    const t = (await api.post('/api/billInfo/add', ordinary())).data;
    const viaCookie = await anon.get(`/api/billInfo/del/${t.id}`, { cookie: `qili_token=${token}` });
    expect(viaCookie.http).toBe(401);
    expect((await api.get('/api/billInfo/list')).data).toHaveLength(1);
  });

  it('another company never sees or changes a title; visitors 401; buyers read, finance manages', async () => {
    const owner = await freshCompany(base, dataDir);
    const t = (await owner.api.post('/api/billInfo/add', ordinary())).data;
    const other = await login(base, DEMO.otherMain);
    expect((await other.api.get('/api/billInfo/list')).data.some((x: any) => x.id === t.id)).toBe(false);
    expect((await other.api.post('/api/billInfo/edit', { id: t.id, ...ordinary({ title: '被篡改' }) })).http).toBe(404);
    expect((await other.api.post('/api/billInfo/default/set', { id: t.id })).http).toBe(404);
    expect((await other.api.get(`/api/billInfo/del/${t.id}`)).http).toBe(404);
    expect((await owner.api.get('/api/billInfo/list')).data[0].title).toBe(t.title);

    expect((await anon.get('/api/billInfo/list')).http).toBe(401);
    expect((await anon.post('/api/billInfo/add', ordinary())).http).toBe(401);
    expect((await anon.post('/api/billInfo/edit', { id: t.id, ...ordinary() })).http).toBe(401);
    expect((await anon.post('/api/billInfo/default/set', { id: t.id })).http).toBe(401);
    expect((await anon.get(`/api/billInfo/del/${t.id}`)).http).toBe(401);

    const buyer = await login(base, DEMO.buyer);
    expect((await buyer.api.get('/api/billInfo/list')).status).toBe(200);
    expect((await buyer.api.post('/api/billInfo/add', ordinary())).http).toBe(403);
    const finance = await login(base, DEMO.finance);
    const f = await finance.api.post('/api/billInfo/add', ordinary({ title: '财务新增的抬头' }));
    expect(f.status, f.msg).toBe(200);
    // the company's main account sees what its finance sub-account saved
    const main = await login(base, DEMO.main);
    expect((await main.api.get('/api/billInfo/list')).data.some((x: any) => x.id === f.data.id)).toBe(true);
    expect((await finance.api.get(`/api/billInfo/del/${f.data.id}`)).status).toBe(200);
  });
});

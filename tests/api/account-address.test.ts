import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { address, freshCompany, SHANGHAI } from './account-helpers.ts';
import { ADDRESS_DUPLICATE_REFUSAL, ADDRESS_LIMIT_REFUSAL } from '~/lib/shared/account-limits.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

describe('region data', () => {
  it('city_list is the whole tree and getson walks it level by level', async () => {
    const { api } = await login(base, DEMO.buyer);
    const tree = await api.get('/api/city_list');
    expect(tree.status).toBe(200);
    expect(tree.data.length).toBe(34);
    const sh = tree.data.find((p: any) => p.code === '310000');
    expect(sh.name).toBe('上海市');
    expect(sh.children[0].children.some((d: any) => d.name === '浦东新区')).toBe(true);

    const provinces = await api.post('/api/address/getson', { pid: '0' });
    expect(provinces.data.map((p: any) => p.name)).toContain('广东省');
    const cities = await api.post('/api/address/getson', { pid: '440000' });
    expect(cities.data.map((c: any) => c.name)).toContain('深圳市');
    const districts = await api.post('/api/address/getson', { pid: 440300 });
    expect(districts.data.map((d: any) => d.name)).toContain('南山区');
    expect((await api.post('/api/address/getson', { pid: '999999' })).data).toEqual([]);
    expect((await api.post('/api/address/getson', { pid: '../etc' })).http).toBe(400);
  });

  it('visitors get 401', async () => {
    expect((await anon.get('/api/city_list')).http).toBe(401);
    expect((await anon.post('/api/address/getson', { pid: '0' })).http).toBe(401);
  });
});

describe('addresses', () => {
  it('add, list, edit, set default, delete — names come from the codes', async () => {
    const { api } = await freshCompany(base, dataDir);
    expect((await api.get('/api/address/list')).data).toEqual([]);
    const a = await api.post('/api/address/edit', address({ province: '伪造省' }));
    expect(a.http).toBe(400); // unknown fields are refused
    const first = await api.post('/api/address/edit', address());
    expect(first.status, first.msg).toBe(200);
    expect(first.msg).toBe('添加成功');
    expect(first.data).toMatchObject({ province: '上海市', city: '上海市', district: '浦东新区', isDefault: true });
    const second = await api.post(
      '/api/address/edit',
      address({ realName: '李四', phone: '021-58881234', provinceCode: '110000', cityCode: '110100', districtCode: '110105' }),
    );
    expect(second.data).toMatchObject({ district: '朝阳区', isDefault: false });

    let list = (await api.get('/api/address/list')).data;
    expect(list.map((x: any) => x.id)).toEqual([first.data.id, second.data.id]);

    const set = await api.post('/api/address/default/set', { id: second.data.id });
    expect(set.status).toBe(200);
    list = (await api.get('/api/address/list')).data;
    expect(list.filter((x: any) => x.isDefault).map((x: any) => x.id)).toEqual([second.data.id]);

    const edited = await api.post('/api/address/edit', { id: first.data.id, ...address({ detail: '世纪大道100号', isDefault: true }) });
    expect(edited.msg).toBe('修改成功');
    expect(edited.data).toMatchObject({ detail: '世纪大道100号', isDefault: true });
    list = (await api.get('/api/address/list')).data;
    expect(list.filter((x: any) => x.isDefault).length).toBe(1);

    // deleting the default hands it to the remaining address
    expect((await api.post('/api/address/del', { id: first.data.id })).status).toBe(200);
    list = (await api.get('/api/address/list')).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: second.data.id, isDefault: true });
    expect((await api.post('/api/address/del', { id: first.data.id })).http).toBe(404);
  });

  it('refuses bad input with field messages, naming the field (data.field) for the form to show it under', async () => {
    const { api } = await freshCompany(base, dataDir);
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ phone: '12345' }, '请输入正确的联系电话', 'phone'],
      [{ phone: '23912345678' }, '请输入正确的联系电话', 'phone'],
      [{ realName: '  ' }, '请输入收货人', 'realName'],
      [{ detail: '' }, '请输入详细地址', 'detail'],
      [{ detail: '   ' }, '请输入详细地址', 'detail'],
      // One character typed was told 请输入详细地址, as if nothing had been typed.
      [{ detail: '路' }, '详细地址至少2个字（街道、门牌号等）', 'detail'],
      // It named the key in English: isDefault格式不正确.
      [{ isDefault: 'yes' }, '设为默认格式不正确', 'isDefault'],
      [{ districtCode: '110105' }, '请选择正确的省市区', 'provinceCode'],
      [{ cityCode: '' }, '请选择省市区', 'cityCode'],
      // A key the form does not have belongs to no field.
      [{ zip: '200000' }, '不支持的字段：zip', null],
    ];
    for (const [over, msg, field] of cases) {
      const r = await api.post('/api/address/edit', address(over));
      expect(r.http, JSON.stringify(over)).toBe(400);
      expect(r.msg).toBe(msg);
      expect(r.data).toEqual(field ? { field } : null);
    }
    expect((await api.post('/api/address/edit', address({ phone: '0571-88889999' }))).status).toBe(200);
    expect((await api.post('/api/address/edit', address({ phone: '88889999' }))).status).toBe(200);
  });

  it('keeps at most 20 addresses per account', async () => {
    const { api } = await freshCompany(base, dataDir);
    await Promise.all(Array.from({ length: 20 }, (_, i) => api.post('/api/address/edit', address({ realName: `收货人${i}` }))));
    const over = await api.post('/api/address/edit', address());
    expect(over.http).toBe(400);
    expect(over.msg).toBe(ADDRESS_LIMIT_REFUSAL); // where a place is freed: the checkout's form gets it too
    const list = (await api.get('/api/address/list')).data;
    expect(list).toHaveLength(20);
    expect(list.filter((x: any) => x.isDefault)).toHaveLength(1);
  });

  it('refuses a copy of an address the account has (text compared trimmed, spaces collapsed), added or edited into', async () => {
    const { api } = await freshCompany(base, dataDir);
    const first = await api.post('/api/address/edit', address({ detail: '张江路 1 号' }));
    expect(first.status, first.msg).toBe(200);
    const copies = [
      address({ detail: '张江路 1 号' }),
      address({ realName: ' 王收货 ', detail: '  张江路   1\t号 ' }),
      address({ detail: '张江路 1 号', isDefault: true }),
    ];
    for (const copy of copies) {
      const r = await api.post('/api/address/edit', copy);
      expect([r.http, r.msg, r.data], JSON.stringify(copy)).toEqual([409, ADDRESS_DUPLICATE_REFUSAL, { field: 'detail' }]);
    }
    // Any one part different is another address: 收货人, 电话, 区县, 详细地址.
    const others = [
      address({ realName: '李收货', detail: '张江路 1 号' }),
      address({ phone: '13912345679', detail: '张江路 1 号' }),
      address({ districtCode: '310101', detail: '张江路 1 号' }),
      address({ detail: '张江路 11 号' }),
    ];
    const ids: number[] = [];
    for (const other of others) {
      const r = await api.post('/api/address/edit', other);
      expect(r.status, r.msg).toBe(200);
      ids.push(r.data.id);
    }
    // Editing one into a copy of another is refused and changes nothing; saving one unchanged is not a copy of itself.
    const intoCopy = await api.post('/api/address/edit', { id: ids[3], ...address({ detail: '张江路 1 号 ' }) });
    expect([intoCopy.http, intoCopy.msg]).toEqual([409, ADDRESS_DUPLICATE_REFUSAL]);
    expect((await api.get('/api/address/list')).data.find((x: any) => x.id === ids[3]).detail).toBe('张江路 11 号');
    const unchanged = await api.post('/api/address/edit', { id: first.data.id, ...address({ detail: '张江路 1 号', isDefault: true }) });
    expect(unchanged.status, unchanged.msg).toBe(200);
    // Ten parallel copies: one is saved.
    const burst = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/address/edit', address({ detail: '碧波路 5 号' }))));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.http === 409)).toHaveLength(9);
    expect((await api.get('/api/address/list')).data).toHaveLength(6);
  });

  it('another company never sees or changes an address; visitors get 401; finance has no address permission', async () => {
    const owner = await freshCompany(base, dataDir);
    const mine = (await owner.api.post('/api/address/edit', address())).data;
    const other = await login(base, DEMO.otherMain);
    expect((await other.api.get('/api/address/list')).data.some((x: any) => x.id === mine.id)).toBe(false);
    expect((await other.api.post('/api/address/edit', { id: mine.id, ...address({ detail: '被篡改的地址' }) })).http).toBe(404);
    expect((await other.api.post('/api/address/default/set', { id: mine.id })).http).toBe(404);
    expect((await other.api.post('/api/address/del', { id: mine.id })).http).toBe(404);
    expect((await owner.api.get('/api/address/list')).data[0]).toMatchObject({ id: mine.id, detail: mine.detail });

    for (const [m, p] of [
      ['GET', '/api/address/list'],
      ['POST', '/api/address/edit'],
      ['POST', '/api/address/default/set'],
      ['POST', '/api/address/del'],
    ] as const) {
      const r = await anon.call(m, p, m === 'POST' ? { id: mine.id } : undefined);
      expect(r.http, p).toBe(401);
    }
    const finance = await login(base, DEMO.finance);
    expect((await finance.api.get('/api/address/list')).http).toBe(403);
    expect((await finance.api.post('/api/address/edit', address())).http).toBe(403);
    const buyer = await login(base, DEMO.buyer);
    expect((await buyer.api.get('/api/address/list')).status).toBe(200);
  });

  it("the checkout's new address (/api/order/address) is the address book's: regions resolved, same limit, messages and permission", async () => {
    const { api } = await freshCompany(base, dataDir);
    const { provinceCode, cityCode, districtCode, ...rest } = address({ realName: '王五' });
    const byName = await api.post('/api/order/address', { ...rest, province: '上海市', city: '上海市', district: '浦东新区' });
    expect(byName.status, byName.msg).toBe(200);
    expect(byName.msg).toBe('地址已保存');
    // The region codes are filled in from the names (they were left empty before), and the first address is the default.
    expect(byName.data).toMatchObject({ provinceCode: '310000', cityCode: '310100', districtCode, province: '上海市', isDefault: true });
    // The same place by its codes is the same address: refused as the address book refuses it.
    const again = await api.post('/api/order/address', { ...rest, provinceCode, cityCode, districtCode });
    expect([again.http, again.msg, again.data]).toEqual([409, ADDRESS_DUPLICATE_REFUSAL, { field: 'detail' }]);
    const byCode = await api.post('/api/order/address', { ...rest, realName: '赵六', provinceCode, cityCode, districtCode });
    expect(byCode.status, byCode.msg).toBe(200);
    expect((await api.get('/api/address/list')).data.map((x: any) => x.id)).toEqual([byName.data.id, byCode.data.id]);

    const madeUp = await api.post('/api/order/address', { ...rest, province: '伪造省', city: '上海市', district: '浦东新区' });
    expect([madeUp.http, madeUp.msg]).toEqual([400, '请选择正确的省市区']);
    const noRegion = await api.post('/api/order/address', rest);
    expect([noRegion.http, noRegion.msg]).toEqual([400, '请选择省市区']);
    const noName = await api.post('/api/order/address', { ...rest, realName: ' ', provinceCode, cityCode, districtCode });
    expect(noName.msg).toBe((await api.post('/api/address/edit', address({ realName: ' ' }))).msg);

    await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        api.post('/api/order/address', { ...rest, realName: `收货人${i}`, provinceCode, cityCode, districtCode }),
      ),
    );
    const over = await api.post('/api/order/address', { ...rest, realName: '孙七', provinceCode, cityCode, districtCode });
    expect([over.http, over.msg]).toEqual([400, ADDRESS_LIMIT_REFUSAL]);
    expect((await api.get('/api/address/list')).data).toHaveLength(20);

    const finance = await login(base, DEMO.finance);
    expect((await finance.api.post('/api/order/address', { ...rest, provinceCode, cityCode, districtCode })).http).toBe(403);
  });

  it('uses the shared region constants', () => {
    expect(SHANGHAI.districtCode.startsWith(SHANGHAI.cityCode.slice(0, 4))).toBe(true);
  });
});

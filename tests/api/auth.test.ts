import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { lastSmsCode, newCreditCode, newPhone, registration } from '../helpers/server.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

async function sendCode(phone: string, purpose: 'register' | 'login' | 'reset') {
  const r = await anon.post('/api/register/verify', { phone, purpose });
  expect(r.status, r.msg).toBe(200);
  expect(JSON.stringify(r.data)).not.toMatch(/\d{6}/);
  const code = lastSmsCode(dataDir, phone, purpose);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

async function registerCompany(phone = newPhone(), password = 'abc12345') {
  const code = await sendCode(phone, 'register');
  const companyName = `测试企业${phone}有限公司`;
  const r = await anon.post('/api/register', registration(companyName, phone, code, password));
  expect(r.status, r.msg).toBe(200);
  return { phone, password, companyName, token: r.data.token as string, user: r.data.userInfo };
}

describe('register → login → userinfo → edit → password change → logout', () => {
  it('runs the whole path', async () => {
    const { phone, password, companyName, token, user } = await registerCompany();
    expect(user.parentId).toBeNull();
    expect(user.companyName).toBe(companyName);
    expect(user.companyStatus).toBe('pending');

    const dupPhone = await anon.post('/api/register/verify/phone', { phone });
    expect(dupPhone.data.registered).toBe(true);
    const dupName = await anon.post('/api/register/company/name', { companyName });
    expect(dupName.data.available).toBe(false);
    // It says what an employee of that company does instead (it said only 该企业名称已注册).
    expect(dupName.data.msg).toBe('该企业名称已注册，本企业员工请联系企业主账号开通子账号');

    const l = await login(base, phone, password);
    const me = await l.api.get('/api/userinfo');
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ phone, companyName, parentId: null, identity: '主账号' });
    for (const k of ['nickname', 'avatar', 'levelName', 'licenseUrl']) expect(me.data).toHaveProperty(k);

    const edit = await l.api.post('/api/user/edit', { nickname: '  采购小王 ' });
    expect(edit.msg).toBe('修改成功');
    expect(edit.data.nickname).toBe('采购小王');
    const blank = await l.api.post('/api/user/edit', { nickname: '   ' });
    expect(blank.data.nickname).toBe('采购小王');

    const wrongOld = await l.api.post('/api/register/updatePassWord', {
      srcPassword: 'nope1234',
      password: 'new12345',
      confirm: 'new12345',
    });
    expect(wrongOld.http).toBe(400);
    expect(wrongOld.msg).toBe('原密码错误');
    expect(wrongOld.data).toEqual({ field: 'srcPassword' }); // for the dialog to say it under 原密码
    const mismatch = await l.api.post('/api/register/updatePassWord', { srcPassword: password, password: 'new12345', confirm: 'new12346' });
    expect(mismatch.msg).toBe('两次密码需一致');
    const weak = await l.api.post('/api/register/updatePassWord', { srcPassword: password, password: '123456', confirm: '123456' });
    expect(weak.msg).toBe('密码需为6-16位英文加数字且较为负责的组合');
    const changed = await l.api.post('/api/register/updatePassWord', { srcPassword: password, password: 'new12345', confirm: 'new12345' });
    expect(changed.status).toBe(200);
    expect(changed.msg).toBe('修改成功');
    // The other session (from registration) ended; this one lives on.
    expect((await client(base, token).get('/api/userinfo')).http).toBe(401);
    expect((await l.api.get('/api/userinfo')).status).toBe(200);
    expect((await anon.post('/api/login', { phone, password })).status).not.toBe(200);
    const relog = await login(base, phone, 'new12345');

    const out = await relog.api.post('/api/logout');
    expect(out.status).toBe(200);
    const after = await relog.api.get('/api/userinfo');
    expect(after.http).toBe(401);
    expect(after.status).toBe(401);
    expect(after.msg).toBe('请先登录');
  });

  it('a session cannot guess the old password without end: 5 wrong tries lock the change and the login', async () => {
    const { phone, password, token } = await registerCompany();
    const api = client(base, token);
    const change = (srcPassword: string) =>
      api.post('/api/register/updatePassWord', { srcPassword, password: 'new12345', confirm: 'new12345' });
    for (let i = 0; i < 5; i++) expect((await change(`wrong${i}x1`)).msg).toBe('原密码错误');
    const locked = await change(password);
    expect([locked.http, locked.msg]).toEqual([429, '原密码错误次数过多，请15分钟后再试']);
    // The same count as the login's: the password cannot be tried there either.
    expect((await anon.post('/api/login', { phone, password })).http).toBe(429);
  });

  it('login answers carry the token, and set it as an HttpOnly SameSite=Lax cookie', async () => {
    const r = await anon.post('/api/login', { phone: DEMO.main, password: DEMO.password });
    expect(r.data.token).toMatch(/^[\w-]{43}$/);
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`qili_token=${r.data.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('state-changing calls ignore the cookie: only the bearer header acts', async () => {
    const { token } = await login(base, DEMO.finance);
    const viaCookie = await anon.post('/api/user/edit', { nickname: '被跨站修改' }, { cookie: `qili_token=${token}` });
    expect(viaCookie.http).toBe(401);
    const readViaCookie = await anon.get('/api/userinfo', { cookie: `qili_token=${token}` });
    expect(readViaCookie.status).toBe(200);
    expect(readViaCookie.data.nickname).not.toBe('被跨站修改');
  });

  it('unknown phone and wrong password get the same message', async () => {
    const a = await anon.post('/api/login', { phone: newPhone(), password: 'abc12345' });
    const b = await anon.post('/api/login', { phone: DEMO.buyer, password: 'wrong1234' });
    expect(a.http).toBe(400);
    expect(a.msg).toBe(b.msg);
    expect(a.msg).toBe('手机号或密码错误');
    // a successful login clears the buyer's failure count
    await login(base, DEMO.buyer);
  });

  it('a second code for the same phone within 60 s is refused', async () => {
    const { phone } = await registerCompany();
    const again = await anon.post('/api/register/verify', { phone, purpose: 'login' });
    expect(again.http).toBe(429);
    expect(again.msg).toBe('验证码发送过于频繁，请60秒后再试');
  });
});

describe('registration asks the company’s 统一社会信用代码', () => {
  /** A registration with this code, or without one (undefined). */
  const attempt = (phone: string, code: string, creditCode?: unknown) => {
    const { creditCode: _fresh, ...body } = registration(`信用代码测试${phone}有限公司`, phone, code);
    return anon.post('/api/register', creditCode === undefined ? body : { ...body, creditCode });
  };

  it('refuses a missing or wrong code under its field, and keeps the SMS code for the corrected form', async () => {
    const phone = newPhone();
    const code = await sendCode(phone, 'register');
    const missing = await attempt(phone, code);
    expect([missing.http, missing.msg, missing.data]).toEqual([400, '请输入统一社会信用代码', { field: 'creditCode' }]);
    const wrongCheck = await attempt(phone, code, '91350100M000100Y44');
    expect([wrongCheck.http, wrongCheck.msg, wrongCheck.data]).toEqual([
      400,
      '统一社会信用代码校验不通过，请对照营业执照逐位核对',
      { field: 'creditCode' },
    ]);
    // Typed in lower case with spaces, as printed on some licences: read as the code.
    const typed = newCreditCode();
    const ok = await attempt(phone, code, `${typed.slice(0, 6)} ${typed.slice(6).toLowerCase()}`);
    expect(ok.status, ok.msg).toBe(200);
    expect(ok.data.userInfo.creditCode).toBe(typed);
  });

  it('one code, one company: a second registration of it is refused before its SMS code is spent', async () => {
    const first = newPhone();
    const creditCode = newCreditCode();
    expect((await attempt(first, await sendCode(first, 'register'), creditCode)).status).toBe(200);
    const second = newPhone();
    const code = await sendCode(second, 'register');
    const again = await attempt(second, code, creditCode.toLowerCase());
    expect([again.http, again.msg, again.data]).toEqual([
      409,
      '该统一社会信用代码已注册，本企业员工请联系企业主账号开通子账号',
      { field: 'creditCode' },
    ]);
    expect((await attempt(second, code, newCreditCode())).status).toBe(200);
  });
});

describe('the pending / rejected registration states', () => {
  it('registerAgain refuses a pending company and sub-accounts', async () => {
    const { token } = await registerCompany();
    const again = { companyName: '新名字有限公司', creditCode: newCreditCode(), contactName: '李四' };
    const r = await client(base, token).post('/api/registerAgain', again);
    expect(r.http).toBe(400);
    expect(r.msg).toBe('企业资料正在审核中');
    const sub = await login(base, DEMO.buyer);
    expect((await sub.api.post('/api/registerAgain', again)).http).toBe(403);
  });
});

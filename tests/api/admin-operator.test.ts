// The back office for operators: staff sign-in and sessions, the work queues, and every action of `npm run ops`
// that moves a record done through /api/admin with the same domain functions (same refusals, word for word),
// the staff member named in the record's own log, and an audit entry per action.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { STAFF, staffLogin, type StaffClient } from '../helpers/staff.ts';
import { newCreditCode } from '../helpers/server.ts';
import {
  addAddress,
  idemKey,
  newCompany,
  ops,
  opsOk,
  placeOrder,
  pngBytes,
  reviewVersionByOps,
  skus,
  uploadReceipt,
  type Sku,
} from '../helpers/orders.ts';
import { anySku, asBody, claimable, completedOrder, paidOrder, submitAs } from '../helpers/aftersales.ts';
import { TEXT_FILTER_MAX } from '~/lib/server/admin/filters.ts';
import { chinaDay } from '~/lib/shared/time.ts';
import { formatPrice } from '~/lib/shared/money.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let operator: StaffClient;
let admin: StaffClient;
let custom: Sku[];
beforeAll(async () => {
  operator = await staffLogin(base, STAFF.operator);
  admin = await staffLogin(base, STAFF.admin);
  custom = (await skus(dataDir, 2)).slice(20, 30);
});

/** A record's audit entries, newest first, read from the admin's log page. */
async function auditCount(type: string, id: number) {
  const r = await admin.page(`/admin/audit?target=${type}&id=${id}`);
  return (r.html.match(/data-audit-row/g) ?? []).length;
}

/** The version the company's review page sends with 通过审核 (the approve form's props). */
async function reviewVersionOn(companyId: number) {
  const html = (await operator.page(`/admin/companies/${companyId}`)).html;
  const version = /version&quot;:\[0,&quot;([0-9a-f]{16})&quot;\]/.exec(html)?.[1];
  expect(version, 'the approve form carries the version').toBeTruthy();
  return version!;
}

/** The main account uploads a business licence (a picture), as 基本信息 does. */
async function uploadLicence(api: ReturnType<typeof client>) {
  const form = new FormData();
  form.append('file', new File([(await pngBytes()) as Uint8Array<ArrayBuffer>], '营业执照.png'));
  return api.post('/api/upload/license', form, { origin: base });
}

const detail = async (api: ReturnType<typeof client>, id: number) => (await api.get(`/api/order/detail/${id}`)).data;

describe('staff sign-in', () => {
  it('signs in by login name or phone with a cookie of its own, and never as a buyer', async () => {
    const r = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: '13600000001', password: DEMO.password }),
    });
    const cookies = r.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const [c, path] of [
      [cookies[0], '/admin'],
      [cookies[1], '/api/admin'],
    ] as const) {
      expect(c).toMatch(/^qili_staff=[\w-]{43};/);
      expect(c).toContain(`Path=${path};`);
      expect(c).toContain('HttpOnly');
      expect(c).toContain('SameSite=Strict');
    }
    const token = cookies[0]!.slice('qili_staff='.length, cookies[0]!.indexOf(';'));
    // The staff token opens nothing in the store, as a bearer or as the buyers' cookie.
    expect((await client(base, token).get('/api/userinfo')).http).toBe(401);
    expect((await fetch(`${base}/api/userinfo`, { headers: { cookie: `qili_token=${token}` } })).status).toBe(401);
    // And a buyer's token opens nothing in the back office.
    const buyer = await login(base, DEMO.main);
    expect((await fetch(`${base}/api/admin/me`, { headers: { cookie: `qili_staff=${buyer.token}` } })).status).toBe(401);
    expect((await buyer.api.get('/api/admin/me')).http).toBe(401);
    const page = await fetch(`${base}/admin/orders?state=quoting`, {
      headers: { cookie: `qili_token=${buyer.token}` },
      redirect: 'manual',
    });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/admin/login?redirect=%2Fadmin%2Forders%3Fstate%3Dquoting');
    expect((await operator.get('/api/admin/me')).data).toMatchObject({
      username: 'operator',
      roles: ['operator'],
      permissions: ['orders', 'payments', 'aftersales', 'invoices', 'companies'],
    });
    const bad = await client(base).post('/api/admin/login', { login: 'operator', password: 'wrong-pass1' });
    expect([bad.http, bad.msg]).toEqual([400, '账号或密码错误']);
    const unknown = await client(base).post('/api/admin/login', { login: 'nobody-here', password: 'wrong-pass1' });
    expect([unknown.http, unknown.msg]).toEqual([400, '账号或密码错误']);
  });

  it('a sign-in and a sign-out are staff actions in the audit log, with the browser that signed in; a refused sign-in is not', async () => {
    const editor = await staffLogin(base, STAFF.editor);
    const { id } = (await editor.get('/api/admin/me')).data;
    const before = await auditCount('staff', id);
    const refused = await client(base).post('/api/admin/login', { login: 'editor', password: 'wrong-pass1' });
    expect(refused.http).toBe(400);
    expect(await auditCount('staff', id)).toBe(before);
    const r = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'AuditProbe/1.0' },
      body: JSON.stringify({ login: 'editor', password: DEMO.password }),
    });
    expect(r.status).toBe(200);
    expect(await auditCount('staff', id)).toBe(before + 1);
    expect((await editor.post('/api/admin/logout')).status).toBe(200);
    expect(await auditCount('staff', id)).toBe(before + 2);
    const log = await admin.page(`/admin/audit?target=staff&id=${id}`);
    const [newest, next] = log.html.split('data-audit-row').slice(1, 3);
    expect(newest).toContain('员工退出');
    expect(next).toContain('员工登录');
    expect(next).toContain('AuditProbe/1.0');
    // a sign-in changes no record: no 变更前 → 变更后 (it used to read null → null)
    expect(next).not.toContain('变更前');
    expect(next).not.toContain('null');
  });

  it("locks a login after 5 failures (the buyers' rule), ends sessions when a role is taken away or the account is disabled", async () => {
    const username = `lock${Date.now().toString(36)}`;
    const made = await admin.post('/api/admin/staff/save', {
      username,
      name: '锁定测试',
      roles: ['operator', 'editor'],
      password: 'abc12345',
    });
    expect(made.status, made.msg).toBe(200);
    const s = await staffLogin(base, username, 'abc12345');
    expect((await s.get('/api/admin/me')).status).toBe(200);
    // Taking a role away ends the account's sessions.
    expect((await admin.post('/api/admin/staff/save', { id: made.data.id, name: '锁定测试', roles: ['operator'] })).status).toBe(200);
    expect((await s.get('/api/admin/me')).http).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await client(base).post('/api/admin/login', { login: username, password: 'wrong-pass1' })).http).toBe(400);
    const locked = await client(base).post('/api/admin/login', { login: username, password: 'abc12345' });
    expect([locked.http, locked.msg]).toEqual([429, '登录失败次数过多，账号已锁定15分钟，请稍后再试']);
    // Disabled: cannot sign in (the lock is per account, so use a second one).
    const other = await admin.post('/api/admin/staff/save', {
      username: `${username}b`,
      name: '停用测试',
      roles: ['editor'],
      password: 'abc12345',
    });
    expect((await admin.post('/api/admin/staff/save', { id: other.data.id, name: '停用测试', roles: ['editor'], status: 0 })).status).toBe(
      200,
    );
    const off = await client(base).post('/api/admin/login', { login: `${username}b`, password: 'abc12345' });
    expect([off.http, off.msg]).toEqual([403, '该员工账号已停用，请联系系统管理员']);
    // One count per account, whichever name is typed: 5 wrong by login name lock its phone too (10 guesses before).
    const phone = `136${String(Date.now()).slice(-8)}`;
    const both = await admin.post('/api/admin/staff/save', {
      username: `${username}p`,
      name: '手机登录',
      phone,
      roles: ['editor'],
      password: 'abc12345',
    });
    expect(both.status, both.msg).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await client(base).post('/api/admin/login', { login: `${username}p`, password: 'wrong-pass1' })).http).toBe(400);
    const byPhone = await client(base).post('/api/admin/login', { login: phone, password: 'abc12345' });
    expect([byPhone.http, byPhone.msg]).toEqual([429, '登录失败次数过多，账号已锁定15分钟，请稍后再试']);
    // An admin cannot lock themselves out.
    const self = await admin.post('/api/admin/staff/save', {
      id: (await admin.get('/api/admin/me')).data.id,
      name: '系统管理员',
      roles: ['operator'],
    });
    expect([self.http, self.msg]).toEqual([400, '不能停用自己或取消自己的系统管理员角色']);
    // An account with no role could open nothing: refused, whether new or edited.
    const none = await admin.post('/api/admin/staff/save', { username: `${username}c`, name: '无角色', roles: [], password: 'abc12345' });
    expect([none.http, none.msg]).toEqual([400, '请至少选择一个角色']);
    const stripped = await admin.post('/api/admin/staff/save', { id: other.data.id, name: '停用测试', roles: [] });
    expect([stripped.http, stripped.msg]).toEqual([400, '请至少选择一个角色']);
  });
});

describe('operators work the queues through the same domain functions as `npm run ops`', () => {
  it('company review: the pending queue, approve, the same refusal as company:approve, reject with a reason', async () => {
    const c = await newCompany(base, dataDir, { approve: false });
    const info = (await c.api.get('/api/userinfo')).data;
    const queue = await operator.page(`/admin/companies?state=pending&company=${encodeURIComponent(info.companyName)}`);
    expect(queue.html).toContain(info.companyName);
    // each row's 主账号 is that company's own main account (a bare column in the list's subquery once gave every row the same)
    expect(queue.html).toContain(info.phone);
    const others = await operator.page(`/admin/companies?company=${encodeURIComponent('远航')}`);
    expect(others.html).toContain('13900000000');
    expect(others.html).not.toContain('13800000000');
    const before = (await operator.page('/admin')).html.match(/data-queue="companies">\s*<span class="n">(\d+)/)?.[1];
    expect(Number(before)).toBeGreaterThanOrEqual(1);
    const version = await reviewVersionOn(info.companyId);
    const ok = await operator.post('/api/admin/company/approve', { id: info.companyId, version });
    expect([ok.status, ok.msg, ok.data.status]).toEqual([200, '已通过审核', 'approved']);
    expect((await c.api.get('/api/userinfo')).data.companyStatus).toBe('approved');
    const again = await operator.post('/api/admin/company/approve', { id: info.companyId, version });
    const cli = await ops(dataDir, 'company:approve', String(info.companyId), '--version', version);
    expect(again.http).toBe(400);
    expect(cli.err.trim()).toBe(again.msg);
    const approvedVersion = await reviewVersionOn(info.companyId);
    const noReason = await operator.post('/api/admin/company/reject', { id: info.companyId, reason: '  ', version: approvedVersion });
    expect([noReason.http, noReason.msg]).toEqual([400, '请填写原因']);
    const rej = await operator.post('/api/admin/company/reject', {
      id: info.companyId,
      reason: '营业执照不清晰',
      version: approvedVersion,
    });
    expect(rej.status, rej.msg).toBe(200);
    expect((await c.api.get('/api/userinfo')).data).toMatchObject({ companyStatus: 'rejected', rejectReason: '营业执照不清晰' });
    // The company hears of each decision in 消息通知, the reason with what to do (the refused tries made none).
    const notices = (await c.api.get('/api/orderInform/list')).data.list.map((n: any) => [n.title, n.content, n.link]);
    expect(notices).toEqual([
      [
        '企业认证未通过',
        `${info.companyName} 的企业认证未通过：营业执照不清晰，请按原因修改企业资料或重新上传营业执照后重新提交。`,
        '/userInfo',
      ],
      ['企业认证已通过', `${info.companyName} 已通过企业认证，现在可以下单采购了。`, '/userInfo'],
    ]);
    const page = await operator.page(`/admin/companies/${info.companyId}`);
    expect(page.html).toContain('驳回企业审核');
    expect(page.html).toContain('营业执照不清晰');
    expect(page.html).toContain('运营王敏（operator）');
  });

  it('ops company:approve / company:reject name the version they reviewed (company:show, company:list), refused as the page is', async () => {
    const c = await newCompany(base, dataDir, { approve: false });
    const { companyId, companyName } = (await c.api.get('/api/userinfo')).data;
    expect((await uploadLicence(c.api)).status).toBe(200);
    // The command shows the same version as the review page (one reviewVersion), in company:show and company:list.
    const seen = await reviewVersionByOps(dataDir, c.phone);
    expect(seen).toBe(await reviewVersionOn(companyId));
    const listed = (await opsOk(dataDir, 'company:list', '--status', 'pending', '--limit', '200')).split('\n');
    expect(
      listed
        .find((l) => l.startsWith(`#${companyId}\t`))
        ?.split('\t')
        .at(-1),
    ).toBe(seen);
    // No version: refused with the back office's message, and nothing decided.
    for (const argv of [
      ['company:approve', c.phone],
      ['company:reject', c.phone, '--reason', '营业执照不清晰'],
    ]) {
      const bare = await ops(dataDir, ...argv);
      expect([bare.code === 0, bare.err.split('\n')[0]], argv.join(' ')).toEqual([false, '缺少企业资料版本，请刷新后重新审核']);
    }
    const junk = await ops(dataDir, 'company:approve', c.phone, '--version', 'abc');
    expect(junk.err.split('\n')[0]).toBe('企业资料版本无效，请刷新后重新审核');
    // The company replaces its licence after the operator looked: the version seen is stale, as on the page (409).
    expect((await uploadLicence(c.api)).status).toBe(200);
    const page = await operator.post('/api/admin/company/approve', { id: companyId, version: seen });
    for (const argv of [
      ['company:approve', String(companyId), '--version', seen],
      ['company:reject', companyName, '--version', seen, '--reason', '营业执照不清晰'],
    ]) {
      const stale = await ops(dataDir, ...argv);
      expect([stale.code === 0, stale.err.trim()], argv.join(' ')).toEqual([false, page.msg]);
    }
    expect(page.msg).toBe('企业资料已更新，请刷新后重新审核');
    expect((await c.api.get('/api/userinfo')).data.companyStatus).toBe('pending');
    // Looked at again: the new version approves.
    const fresh = await reviewVersionByOps(dataDir, String(companyId));
    expect(fresh).not.toBe(seen);
    expect(await opsOk(dataDir, 'company:approve', c.phone, '--version', fresh)).toContain('已通过审核');
    expect((await c.api.get('/api/userinfo')).data.companyStatus).toBe('approved');
  });

  it('a rejected company corrects its 统一社会信用代码 with 重新提交; staff see the code; another company’s is refused', async () => {
    const c = await newCompany(base, dataDir, { approve: false });
    const other = await newCompany(base, dataDir, { approve: false });
    const { companyId, companyName, contactName, creditCode } = (await c.api.get('/api/userinfo')).data;
    expect((await operator.page(`/admin/companies/${companyId}`)).html).toContain(creditCode);
    const rej = await operator.post('/api/admin/company/reject', {
      id: companyId,
      reason: '统一社会信用代码与营业执照不符',
      version: await reviewVersionOn(companyId),
    });
    expect(rej.status, rej.msg).toBe(200);
    const taken = (await other.api.get('/api/userinfo')).data.creditCode;
    const clash = await c.api.post('/api/registerAgain', { companyName, creditCode: taken, contactName });
    expect([clash.http, clash.msg, clash.data]).toEqual([
      409,
      '该统一社会信用代码已注册，本企业员工请联系企业主账号开通子账号',
      { field: 'creditCode' },
    ]);
    expect((await c.api.get('/api/userinfo')).data).toMatchObject({ companyStatus: 'rejected', creditCode });
    const corrected = newCreditCode();
    const again = await c.api.post('/api/registerAgain', { companyName, creditCode: corrected, contactName });
    expect(again.status, again.msg).toBe(200);
    expect((await c.api.get('/api/userinfo')).data).toMatchObject({ companyStatus: 'pending', creditCode: corrected });
    expect((await operator.page(`/admin/companies/${companyId}`)).html).toContain(corrected);
  });

  it('approving a company with no business licence: the page and the commands warn of it, and approve all the same', async () => {
    const c = await newCompany(base, dataDir, { approve: false });
    const { companyId, companyName, phone } = (await c.api.get('/api/userinfo')).data;
    const warning = `该企业未上传营业执照，确定通过「${companyName}」的资质审核吗？通过后即可下单。`;
    // 通过审核's confirmation on the review page (before: the same words as for a company with its licence).
    expect((await operator.page(`/admin/companies/${companyId}`)).html).toContain(warning);
    const shown = await opsOk(dataDir, 'company:show', phone);
    expect(shown).toContain('营业执照：未上传');
    expect(shown).toContain('注意：该企业未上传营业执照，请线下核实后再通过审核');
    // Not a refusal: staff may have checked the licence offline.
    const approved = await opsOk(dataDir, 'company:approve', phone, '--version', await reviewVersionByOps(dataDir, phone));
    expect(approved.trim().split('\n')).toEqual([`企业「${companyName}」(#${companyId}) 已通过审核`, '注意：该企业未上传营业执照']);
    expect((await c.api.get('/api/userinfo')).data.companyStatus).toBe('approved');
    // With a licence: no warning, the confirmation as it was.
    const other = await newCompany(base, dataDir, { approve: false });
    const o = (await other.api.get('/api/userinfo')).data;
    expect((await uploadLicence(other.api)).status).toBe(200);
    const page = (await operator.page(`/admin/companies/${o.companyId}`)).html;
    expect(page).toContain(`确认「${o.companyName}」资质审核通过？通过后即可下单。`);
    expect(page).not.toContain('未上传营业执照，确定');
    expect(await opsOk(dataDir, 'company:show', o.phone)).not.toContain('注意');
    const ok = await opsOk(dataDir, 'company:approve', o.phone, '--version', await reviewVersionByOps(dataDir, o.phone));
    expect(ok.trim()).toBe(`企业「${o.companyName}」(#${o.companyId}) 已通过审核`);
  });

  it('company review: an approval answers to the facts the page showed, not to a licence or name put in since (409)', async () => {
    const c = await newCompany(base, dataDir, { approve: false });
    const { companyId } = (await c.api.get('/api/userinfo')).data;
    const first = await uploadLicence(c.api);
    expect(first.status, first.msg).toBe(200);
    const seen = await reviewVersionOn(companyId);
    expect((await operator.page(`/admin/companies/${companyId}`)).html).toContain(first.data.url.replace('/api/file/', '/api/admin/file/'));
    // While the operator looks at the first licence, the company replaces it.
    const second = await uploadLicence(c.api);
    expect(second.status, second.msg).toBe(200);
    const stale = await operator.post('/api/admin/company/approve', { id: companyId, version: seen });
    expect([stale.http, stale.status, stale.msg]).toEqual([409, 409, '企业资料已更新，请刷新后重新审核']);
    expect((await c.api.get('/api/userinfo')).data).toMatchObject({ companyStatus: 'pending', licenseUrl: second.data.url });
    // Without the version there is no approval either (the page always sends it).
    const bare = await operator.post('/api/admin/company/approve', { id: companyId });
    expect([bare.http, bare.msg]).toEqual([400, '缺少企业资料版本，请刷新后重新审核']);
    // A rejection answers to the page's facts too: the stale page cannot reject the licence it never showed.
    const staleRej = await operator.post('/api/admin/company/reject', { id: companyId, reason: '营业执照不清晰', version: seen });
    expect([staleRej.http, staleRej.msg]).toEqual([409, '企业资料已更新，请刷新后重新审核']);
    const bareRej = await operator.post('/api/admin/company/reject', { id: companyId, reason: '营业执照不清晰' });
    expect([bareRej.http, bareRej.msg]).toEqual([400, '缺少企业资料版本，请刷新后重新审核']);
    expect((await c.api.get('/api/userinfo')).data.companyStatus).toBe('pending');
    // A rejected company resubmits another name while the page (loaded when it was rejected) is open.
    const rej = await operator.post('/api/admin/company/reject', {
      id: companyId,
      reason: '营业执照不清晰',
      version: await reviewVersionOn(companyId),
    });
    expect(rej.status, rej.msg).toBe(200);
    const whenRejected = await reviewVersionOn(companyId);
    expect(whenRejected).not.toBe(seen);
    const again = await c.api.post('/api/registerAgain', {
      companyName: `改名测试${companyId}有限公司`,
      creditCode: (await c.api.get('/api/userinfo')).data.creditCode,
      contactName: '李四',
    });
    expect(again.status, again.msg).toBe(200);
    const renamed = await operator.post('/api/admin/company/approve', { id: companyId, version: whenRejected });
    expect([renamed.http, renamed.msg]).toEqual([409, '企业资料已更新，请刷新后重新审核']);
    expect((await c.api.get('/api/userinfo')).data.companyStatus).toBe('pending');
    // The refreshed page's version approves what it shows.
    const ok = await operator.post('/api/admin/company/approve', { id: companyId, version: await reviewVersionOn(companyId) });
    expect([ok.status, ok.msg, ok.data.status]).toEqual([200, '已通过审核', 'approved']);
    // Once approved the licence stays the one approved.
    const late = await uploadLicence(c.api);
    expect([late.http, late.msg]).toEqual([409, '企业已认证，如需变更营业执照请联系客服']);
    expect((await c.api.get('/api/userinfo')).data.licenseUrl).toBe(second.data.url);
  });

  it('company review: a licence uploaded as a PDF is shown in a frame, not as a broken picture', async () => {
    const c = await newCompany(base, dataDir, { approve: false });
    const { companyId } = (await c.api.get('/api/userinfo')).data;
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PDF)], '营业执照.pdf'));
    const up = await c.api.post('/api/upload/license', form, { origin: base });
    expect(up.status, up.msg).toBe(200);
    expect((await c.api.get('/api/userinfo')).data.licenseIsPdf).toBe(true);
    const html = (await operator.page(`/admin/companies/${companyId}`)).html;
    const framed = new RegExp(`<iframe[^>]*title="营业执照（PDF）"[^>]*src="${up.data.url.replace('/api/file/', '/api/admin/file/')}"`);
    expect(html).toMatch(framed);
    expect(html).not.toMatch(/<img[^>]*class="receipt-img"/);
  });

  it('company review: a licence still streaming in when the company is approved does not replace the approved one (409)', async () => {
    const c = await newCompany(base, dataDir, { approve: false });
    const { companyId } = (await c.api.get('/api/userinfo')).data;
    const boundary = 'licence-race';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const png = await pngBytes();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const body = new ReadableStream<Uint8Array>({
      async start(ctl) {
        ctl.enqueue(head);
        ctl.enqueue(png.slice(0, 16));
        await held; // the server has checked the status and waits for the rest of the file
        ctl.enqueue(png.slice(16));
        ctl.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        ctl.close();
      },
    });
    const upload = fetch(`${base}/api/upload/license`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}`, origin: base, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 500));
    const ok = await operator.post('/api/admin/company/approve', { id: companyId, version: await reviewVersionOn(companyId) });
    expect([ok.status, ok.msg]).toEqual([200, '已通过审核']);
    release();
    const late = await (await upload).json();
    expect([late.status, late.msg]).toEqual([409, '企业已认证，如需变更营业执照请联系客服']);
    expect((await c.api.get('/api/userinfo')).data).toMatchObject({ companyStatus: 'approved', licenseUrl: '' });
  });

  it('bank transfer and shipping: reject the receipt, confirm it, ship, deliver; refusals word for word as the ops commands', async () => {
    const { api, token } = await newCompany(base, dataDir);
    await addAddress(api);
    const o = (await placeOrder(api, await anySku(dataDir), 2)).data;
    expect((await uploadReceipt(base, token, o.orderId)).status).toBe(200);
    const detailPage = await operator.page(`/admin/orders/${o.orderId}`);
    expect(detailPage.html).toMatch(/<img class="receipt-img" src="\/api\/admin\/file\/[0-9a-f]{32}" alt="转账凭证 回单.png"/);
    const key = /\/api\/admin\/file\/([0-9a-f]{32})/.exec(detailPage.html)![1];
    const receipt = await fetch(`${base}/api/admin/file/${key}`, { headers: { cookie: `qili_staff=${operator.token}` } });
    expect([receipt.status, receipt.headers.get('content-type')]).toEqual([200, 'image/png']);
    const editor = await staffLogin(base, STAFF.editor);
    expect((await editor.get(`/api/admin/file/${key}`)).http).toBe(403);
    // The order exists: a role without order work is told it may not see it, not that it does not exist.
    const refused = await editor.page(`/admin/orders/${o.orderId}`);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('<title>没有权限 - 启力印象管理后台</title>');
    expect(refused.html).toContain('没有权限：当前员工角色不能访问此页面');
    expect(refused.html).not.toContain('订单不存在');
    // … and offers no link back to the order list, which it may not open either
    expect(refused.html).not.toContain('返回订单列表');
    expect((await operator.page(`/admin/orders/${o.orderId}`)).html).toContain('← 返回订单列表');

    const rej = await operator.post('/api/admin/payment/reject', { id: o.orderId, reason: '金额与订单不符' });
    expect([rej.status, rej.data.state]).toEqual([200, 'unpaid']);
    expect((await detail(api, o.orderId)).state).toBe('unpaid');
    expect((await uploadReceipt(base, token, o.orderId)).status).toBe(200);
    const conf = await operator.post('/api/admin/payment/confirm', { id: o.orderId, note: '已到账' });
    expect([conf.status, conf.data.state]).toEqual([200, 'unshipped']);
    // Refused by the state machine: the same message as `ops payment:confirm`.
    const twice = await operator.post('/api/admin/payment/confirm', { id: o.orderId });
    expect(twice.http).toBe(409);
    expect((await ops(dataDir, 'payment:confirm', o.orderNo)).err.trim()).toBe(twice.msg);
    expect(twice.msg).toBe('订单当前状态为「待发货」，不能确认收款');
    // Bad input: a clear 400, nothing changed (state and audit entries).
    const auditBefore = await auditCount('order', o.orderId);
    const bad = await operator.post('/api/admin/order/ship', { id: o.orderId, carrier: '顺丰速运', trackingNo: '含空格 的单号' });
    expect([bad.http, bad.msg]).toEqual([400, '物流单号格式不正确']);
    // The carrier's rule is the buyer's return's (contracts/fields.ts zShipment), through the screen and the ops command.
    const short = await operator.post('/api/admin/order/ship', { id: o.orderId, carrier: '顺', trackingNo: 'SF1234567' });
    expect([short.http, short.msg]).toEqual([400, '请填写物流公司']);
    expect((await ops(dataDir, 'order:ship', o.orderNo, '--carrier', '顺', '--tracking', 'SF1234567')).err.trim()).toBe(short.msg);
    const extra = await operator.post('/api/admin/order/ship', {
      id: o.orderId,
      carrier: '顺丰速运',
      trackingNo: 'SF1234567',
      state: 'completed',
    });
    expect([extra.http, extra.msg]).toEqual([400, '不支持的字段：state']);
    expect((await detail(api, o.orderId)).state).toBe('unshipped');
    expect(await auditCount('order', o.orderId)).toBe(auditBefore);

    const ship = await operator.post('/api/admin/order/ship', { id: o.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect([ship.status, ship.data.state]).toEqual([200, 'shipped']);
    const shipAgain = await operator.post('/api/admin/order/ship', { id: o.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect((await ops(dataDir, 'order:ship', o.orderNo, '--carrier', '顺丰速运', '--tracking', 'SF1234567890')).err.trim()).toBe(
      shipAgain.msg,
    );
    const done = await operator.post('/api/admin/order/deliver', { id: o.orderId });
    expect([done.status, done.data.state]).toEqual([200, 'completed']);
    const d = await detail(api, o.orderId);
    expect(d.state).toBe('completed');
    const page = await operator.page(`/admin/orders/${o.orderId}`);
    for (const what of ['驳回付款凭证', '确认收款', '发货', '确认送达']) expect(page.html).toContain(what);
    // The order's own log names the staff member.
    expect(page.html).toContain('运营王敏（operator） · 待收货 → 已完成');
    expect(await auditCount('order', o.orderId)).toBe(auditBefore + 2);
  });

  it('a group-buy order whose team is still open: the order page offers no 发货 form, it says why (the 409 of the ship call)', async () => {
    const { api, token } = await newCompany(base, dataDir);
    await addAddress(api);
    const offer = (await api.get('/api/combination/list')).data.list.find((g: { people: number }) => g.people === 3);
    const seat = await api.post('/api/combination/start', { id: offer.id });
    expect(seat.status, seat.msg).toBe(200);
    const c = await api.post('/api/order/create', { group: seat.data.memberId, invoiceType: 0, remark: '', idempotencyKey: idemKey() });
    expect(c.status, c.msg).toBe(200);
    expect((await uploadReceipt(base, token, c.data.orderId)).status).toBe(200);
    await opsOk(dataDir, 'payment:confirm', c.data.orderNo);
    const refused = await operator.post('/api/admin/order/ship', { id: c.data.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567894' });
    expect([refused.http, refused.msg]).toEqual([409, '拼团尚未成团，成团后才能发货']);
    const html = (await operator.page(`/admin/orders/${c.data.orderId}`)).html;
    const actions = html.slice(html.indexOf('aria-label="订单操作"'));
    expect(actions).toContain('拼团尚未成团，成团后才能发货');
    expect(actions).not.toContain('物流单号');
  });

  it('custom goods: the 待报价 queue, a quote per line, and cancelling an order with a reason', async () => {
    const { api } = await newCompany(base, dataDir);
    await addAddress(api);
    const sku = custom[0]!;
    const c = await api.post('/api/order/create', {
      buyNow: { productId: sku.productId, skuId: sku.skuId, num: sku.minQty, custom: { params: { 印刷颜色: '四色' }, note: '烫金' } },
      idempotencyKey: `adm-${Date.now()}`,
    });
    expect(c.data.state).toBe('quoting');
    const list = await operator.page(`/admin/orders?state=quoting&no=${c.data.orderNo}`);
    expect(list.html).toContain(c.data.orderNo);
    // The filter bar takes as much as the filter accepts, no more: a longer number would only be refused.
    for (const [name, max] of Object.entries(TEXT_FILTER_MAX)) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(list.html)?.[0];
      if (input) expect(input, name).toContain(`maxlength="${max}"`);
    }
    expect(list.html).toMatch(/name="no"[^>]*maxlength="40"/);
    expect(list.html).toContain(`href="/admin/orders/${c.data.orderId}"`);
    // Before its quote the amounts are not known: the list and the order page say so as the buyer's pages do, never ¥0.00.
    const row = list.html.slice(list.html.indexOf(`href="/admin/orders/${c.data.orderId}"`));
    expect(/<td class="num"[^>]*>([^<]*)<\/td>/.exec(row.slice(0, row.indexOf('</tr>')))?.[1]).toBe('待报价');
    const before = (await operator.page(`/admin/orders/${c.data.orderId}`)).html;
    const amountOf = (html: string, term: string) =>
      new RegExp(`<dt[^>]*>${term}</dt>\\s*<dd[^>]*>\\s*(?:<strong[^>]*>)?([^<]*)<`).exec(html)?.[1];
    expect(['商品金额', '运费', '应付金额'].map((t) => amountOf(before, t))).toEqual(['待报价', '报价时确定', '待报价']);
    const lines = before.slice(before.indexOf('商品明细'));
    expect(lines.slice(0, lines.indexOf('</tbody>'))).not.toContain('¥0.00');
    const none = await operator.page(`/admin/orders?state=quoting&no=${c.data.orderNo}&product=${encodeURIComponent('不存在的商品名')}`);
    expect(none.html).not.toContain(`href="/admin/orders/${c.data.orderId}"`);
    expect(none.html).toContain('暂无符合条件的订单');
    const wrongDate = await operator.page('/admin/orders?from=2026-13-01');
    expect([wrongDate.status, wrongDate.html.includes('开始日期格式应为YYYY-MM-DD')]).toEqual([400, true]);
    const lineId = (await detail(api, c.data.orderId)).lines[0].id;
    const noPrice = await operator.post('/api/admin/order/quote', { id: c.data.orderId, lines: {}, deliveryDate: '2030-06-30' });
    expect(noPrice.msg).toBe((await ops(dataDir, 'order:quote', c.data.orderNo, '--delivery', '2030-06-30')).err.trim());
    // Refused by the call and by the operator command alike, nothing changed: a malformed day, a day the calendar
    // does not have (not stored as 2 March), a day already past in China.
    const auditBefore = await auditCount('order', c.data.orderId);
    for (const [day, msg] of [
      ['30/06/2030', '交货日期格式应为YYYY-MM-DD'],
      ['2030-02-30', '交货日期格式应为YYYY-MM-DD'],
      ['2020-01-01', '交货日期不能早于今天'],
    ] as const) {
      const r = await operator.post('/api/admin/order/quote', { id: c.data.orderId, lines: { [lineId]: '12.5' }, deliveryDate: day });
      expect([r.http, r.msg], day).toEqual([400, msg]);
      expect((await ops(dataDir, 'order:quote', c.data.orderNo, '--delivery', day, '--price', '12.5')).err, day).toContain(msg);
    }
    // A quote whose total passes what an amount may be (int4 fen) is refused, not a 500 from the database.
    const huge = await operator.post('/api/admin/order/quote', {
      id: c.data.orderId,
      lines: { [lineId]: '9999999.99' },
      freight: '9999999.99',
      deliveryDate: '2030-06-30',
    });
    expect([huge.http, huge.msg]).toEqual([400, '订单金额不能超过20,000,000元，请减少数量或分开下单']);
    const unchanged = await detail(api, c.data.orderId);
    expect([unchanged.state, unchanged.deliveryDate, unchanged.quote.state]).toEqual(['quoting', null, 'requested']);
    expect(await auditCount('order', c.data.orderId)).toBe(auditBefore);
    // Today is a day that may be promised, and the first the quote form's date field offers (the rule's own day).
    const today = chinaDay();
    const form = (await operator.page(`/admin/orders/${c.data.orderId}`)).html;
    const dateInput = /<input[^>]*type="date"[^>]*>/.exec(form.slice(form.indexOf('aria-label="报价"')))?.[0];
    expect(dateInput).toContain(`min="${today}"`);
    const q = await operator.post('/api/admin/order/quote', {
      id: c.data.orderId,
      lines: { [lineId]: '3.50' },
      freight: '12',
      deliveryDate: today,
      note: '含打样',
    });
    expect([q.status, q.data.state, q.data.payable]).toEqual([200, 'quoted', 350 * sku.minQty + 1200]);
    const quoted = (await operator.page(`/admin/orders/${c.data.orderId}`)).html;
    expect(['商品金额', '运费', '应付金额'].map((t) => amountOf(quoted, t))).toEqual(
      [350 * sku.minQty, 1200, 350 * sku.minQty + 1200].map(formatPrice),
    );
    const d = await detail(api, c.data.orderId);
    expect(d.quote).toMatchObject({ state: 'quoted', deliveryDate: today, note: '含打样' });
    const cancel = await operator.post('/api/admin/order/cancel', { id: c.data.orderId, reason: '客户电话取消' });
    expect([cancel.status, cancel.data.state]).toEqual([200, 'cancelled']);
    expect((await detail(api, c.data.orderId)).state).toBe('cancelled');
    const cancelAgain = await operator.post('/api/admin/order/cancel', { id: c.data.orderId, reason: '再次' });
    expect([cancelAgain.http, cancelAgain.msg]).toEqual([409, '订单当前状态为「已取消」，不能取消订单']);
    expect((await operator.post('/api/admin/order/cancel', { id: 2_147_483_648, reason: 'x' })).http).toBe(400);
    expect((await operator.post('/api/admin/order/cancel', { id: 999_999_999, reason: 'x' })).http).toBe(404);
  });

  it('after-sales: approve and refund a refund-only request; return goods, confirm them, refund; reject another', async () => {
    const main = await newCompany(base, dataDir);
    const o = await completedOrder(base, dataDir, main, 3);
    const lineId = (await detail(main.api, o.id)).lines[0].id;
    const submit = (type: 1 | 2, num: number) => submitAs(main.api, o.id, lineId, type, num);
    const a = await submit(1, 1);
    expect(a.status, a.msg).toBe(200);
    expect((await operator.page(`/admin/aftersales?state=decide&no=${a.data.asNo ?? o.orderNo}`)).html).toContain(o.orderNo);
    const refundEarly = await operator.post('/api/admin/aftersale/refund', { id: a.data.id });
    expect(refundEarly.msg).toBe((await ops(dataDir, 'aftersale:refund', String(a.data.id))).err.trim());
    expect((await operator.post('/api/admin/aftersale/approve', { id: a.data.id, note: '同意' })).data.state).toBe('approved');
    expect((await operator.post('/api/admin/aftersale/refund', { id: a.data.id })).data.state).toBe('refunded');
    // A return: approved, the buyer ships it back, the operator confirms the goods, then refunds.
    const b = await submit(2, 1);
    expect((await operator.post('/api/admin/aftersale/approve', { id: b.data.id })).data.state).toBe('approved');
    const receiveEarly = await operator.post('/api/admin/aftersale/receive', { id: b.data.id });
    expect([receiveEarly.http, receiveEarly.msg]).toEqual([409, '售后单当前状态为「已同意」，不能确认收到退货']);
    expect(
      (await main.api.post('/api/afterSales/shipBack', { id: b.data.id, carrier: '顺丰速运', trackingNo: 'SF998877665' })).status,
    ).toBe(200);
    expect((await operator.page('/admin/aftersales?state=returning')).html).toContain(o.orderNo);
    expect((await operator.post('/api/admin/aftersale/receive', { id: b.data.id, note: '验收无误' })).data.state).toBe('received');
    expect((await operator.post('/api/admin/aftersale/refund', { id: b.data.id })).data.state).toBe('refunded');
    const c = await submit(1, 1);
    const rej = await operator.post('/api/admin/aftersale/reject', { id: c.data.id, reason: '已超出售后范围' });
    expect(rej.data.state).toBe('rejected');
    const page = await operator.page(`/admin/aftersales/${b.data.id}`);
    expect(page.html).toContain('运营王敏（operator） · 平台已收货 → 已退款');
    expect(page.html).toContain('确认收到退货');
  });

  it("after-sales: a record's page names what the line's other records take and what is left of the line", async () => {
    const main = await newCompany(base, dataDir);
    const o = await paidOrder(base, dataDir, main, 4);
    const { lines } = await claimable(main.api, o.id);
    const { id: lineId, cap, unitName } = lines[0]!;
    const claim = async (refundAmount: number) => {
      const r = await main.api.post('/api/afterSales/submit', { ...asBody(o.id, lineId), refundAmount });
      expect(r.status, r.msg).toBe(200);
      return r.data.id as number;
    };
    const quarter = Math.floor(cap / 4);
    // The first quarter refunded, a second claim waiting, a third rejected (it takes nothing).
    const first = await claim(quarter);
    expect((await operator.post('/api/admin/aftersale/approve', { id: first })).data.state).toBe('approved');
    expect((await operator.post('/api/admin/aftersale/refund', { id: first })).data.state).toBe('refunded');
    const second = await claim(quarter - 1);
    const rejected = await claim(1);
    expect((await operator.post('/api/admin/aftersale/reject', { id: rejected, reason: '重复申请' })).data.state).toBe('rejected');
    const others = async (id: number) =>
      /data-line-others>([^<]*)</.exec((await operator.page(`/admin/aftersales/${id}`)).html)?.[1]?.replace(/\s+/g, '');
    expect(await others(second)).toBe(`该行其他售后已占用${formatPrice(quarter)}（1${unitName}），可退余额${formatPrice(cap - quarter)}`);
    expect(await others(first)).toBe(
      `该行其他售后已占用${formatPrice(quarter - 1)}（1${unitName}），可退余额${formatPrice(cap - quarter + 1)}`,
    );
    expect(await others(rejected)).toBe(
      `该行其他售后已占用${formatPrice(2 * quarter - 1)}（2${unitName}），可退余额${formatPrice(cap - 2 * quarter + 1)}`,
    );
  });

  it('invoices: issue by uploading the PDF (the buyer downloads it), refuse a non-PDF, reject another request', async () => {
    const main = await newCompany(base, dataDir);
    await main.api.post('/api/billInfo/add', { type: 1, title: '开票测试有限公司', taxNo: '91310000MA1FL8XQ37' });
    const o1 = await paidOrder(base, dataDir, main, 1);
    const o2 = await paidOrder(base, dataDir, main, 1);
    const titleId = (await main.api.get('/api/invoice/form')).data.titles[0].id;
    const i1 = await main.api.post('/api/invoice/apply', { orderIds: [o1.id], titleId });
    const i2 = await main.api.post('/api/invoice/apply', { orderIds: [o2.id], titleId });
    expect([i1.status, i2.status]).toEqual([200, 200]);
    expect((await operator.page(`/admin/invoices?state=requested&no=${o1.orderNo}`)).html).toContain(i1.data.invoiceNo);
    const upload = (bytes: Uint8Array, name: string, id = i1.data.id) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
      return operator.call('POST', `/api/admin/invoice/issue?id=${id}`, form, { origin: base });
    };
    const png = await upload(await pngBytes(), 'fapiao.pdf');
    expect([png.http, png.msg]).toEqual([400, '仅支持PDF格式的文件']);
    expect((await main.api.get('/api/invoice/list?state=requested')).data.list.map((x: any) => x.id)).toContain(i1.data.id);
    const issued = await upload(new Uint8Array(PDF), '发票.pdf');
    expect([issued.status, issued.data.state]).toEqual([200, 'issued']);
    const down = await fetch(`${base}/api/billInfo/down/${i1.data.id}`, { headers: { authorization: `Bearer ${main.token}` } });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(PDF)).toBe(true);
    const again = await upload(new Uint8Array(PDF), '发票.pdf');
    expect([again.http, again.msg]).toEqual([409, '发票申请当前状态为「已开票」，不能开票']);
    const rej = await operator.post('/api/admin/invoice/reject', { id: i2.data.id, reason: '抬头与合同不一致' });
    expect(rej.data.state).toBe('rejected');
    const rejAgain = await operator.post('/api/admin/invoice/reject', { id: i2.data.id, reason: '再次' });
    expect(rejAgain.msg).toBe((await ops(dataDir, 'invoice:reject', i2.data.invoiceNo, '再次')).err.trim());
    expect((await operator.page(`/admin/invoices/${i1.data.id}`)).html).toContain('开具发票');
  });
});

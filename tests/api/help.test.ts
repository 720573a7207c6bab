import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { STAFF, staffLogin } from '../helpers/staff.ts';
import { stale as staleMessage } from '../helpers/stale-saves.ts';

const base = inject('baseUrl');
const anon = client(base);

const page = async (path: string, token?: string) => {
  const r = await fetch(base + path, { headers: token ? { cookie: `qili_token=${token}` } : {}, redirect: 'manual' });
  return { status: r.status, html: await r.text() };
};

const XSS = [
  '# 标题',
  '<script>alert("s1")</script>',
  '<img src="x" onerror="alert(\'s2\')">',
  '[点我](javascript:alert(3))',
  '<a href="JaVaScRiPt:alert(4)">链接</a>',
  '<a href=" javascript:alert(5)">空格链接</a>',
  '<iframe src="/"></iframe>',
  '<div onclick="alert(6)" style="color:red">div</div>',
  '<svg onload="alert(7)"><circle r="1"/></svg>',
  '<object data="x"></object><embed src="x">',
  '[数据](data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==)',
  '<form action="/api/logout"><button formaction="javascript:alert(9)">b</button></form>',
  '![图](https://evil.example/x.png)',
  '安全的 **粗体** 与 [站内链接](/helpCentre?type=10) 和 [外链](https://www.gov.cn)',
].join('\n\n');

function assertInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<(iframe|svg|object|embed|form|button)/i);
  expect(html).not.toMatch(/data:text/i);
  expect(html).not.toMatch(/style=/i);
  expect(html).not.toContain('evil.example');
}

describe('help centre: reading', () => {
  it('serves the four fixed pages and articles by category', async () => {
    const idx = await anon.get('/api/help/list');
    const slugs = idx.data.flatMap((g: any) => g.pages.map((p: any) => p.slug));
    for (const s of ['fuWu', 'YinSi', '11', '10']) expect(slugs).toContain(s);
    expect(slugs.length).toBeGreaterThanOrEqual(8);
    const titles: Record<string, string> = { fuWu: '启力印象用户服务协议', YinSi: '启力印象隐私协议', 11: '售后说明', 10: '交期说明' };
    for (const [type, title] of Object.entries(titles)) {
      const r = await anon.get(`/api/help/detail?type=${type}`);
      expect(r.data.title).toBe(title);
      expect(r.data.html).toMatch(/<(p|h2|table)>/);
    }
    expect((await anon.get('/api/help/detail?type=nope')).http).toBe(404);
    expect((await anon.get('/api/help/detail?type=../x')).http).toBe(400);
    // /agreement shows the same database content as fuWu.
    const ag = await page('/agreement');
    expect(ag.status).toBe(200);
    expect(ag.html).toContain('启力印象用户服务协议');
    expect(ag.html).toContain('一、服务对象');
  });
});

describe('help centre: editing', () => {
  it('every editing call answers 401 to visitors and buyers, 403 to staff without the editor role', async () => {
    const { api } = await login(base, DEMO.main);
    const operator = await staffLogin(base, STAFF.operator);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/help/source?type=fuWu'],
      ['GET', '/api/admin/help/revisions?type=fuWu'],
      ['GET', '/api/admin/help/revision?id=1'],
      ['POST', '/api/admin/help/save', { slug: 'fuWu', title: '篡改', category: '平台协议', markdown: '篡改' }],
      ['POST', '/api/admin/help/restore', { revisionId: 1 }],
      ['POST', '/api/admin/help/preview', { markdown: '# x' }],
    ];
    for (const [method, path, body] of calls) {
      const v = await anon.call(method, path, body);
      expect(v.http, `${method} ${path} visitor`).toBe(401);
      // A buyer's bearer token means nothing in the back office.
      expect((await api.call(method, path, body)).http, `${method} ${path} buyer`).toBe(401);
      const r = await operator.call(method, path, body);
      expect(r.http, `${method} ${path} operator`).toBe(403);
      expect(r.msg).toBe('没有权限：当前员工角色不能进行此操作');
    }
    // The old buyer-side editing calls are gone.
    expect((await api.get('/api/help/source?type=fuWu')).http).toBe(404);
    expect((await anon.get('/api/help/detail?type=fuWu')).data.title).toBe('启力印象用户服务协议');
    const refused = await operator.page('/admin/help');
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('没有权限');
    expect(refused.html).not.toContain('he-md');
    const buyerPage = await page('/admin/help', (await login(base, DEMO.main)).token);
    expect(buyerPage.status).toBe(302);
  });

  it('an XSS payload saved in help Markdown renders inert, in the API, the page and the preview', async () => {
    const api = await staffLogin(base, STAFF.editor);
    const slug = `xss-${Date.now().toString(36)}`;
    const saved = await api.post('/api/admin/help/save', { slug, title: 'XSS测试', category: '测试分类', markdown: XSS });
    expect(saved.status, saved.msg).toBe(200);
    const d = await anon.get(`/api/help/detail?type=${slug}`);
    assertInert(d.data.html);
    expect(d.data.html).toContain('<strong>粗体</strong>');
    expect(d.data.html).toContain('href="/helpCentre?type=10"');
    expect(d.data.html).toContain('href="https://www.gov.cn" target="_blank" rel="noopener noreferrer"');
    const pv = await api.post('/api/admin/help/preview', { markdown: XSS });
    assertInert(pv.data.html);
    const visitor = await page(`/helpCentre?type=${slug}`, (await login(base, DEMO.otherMain)).token);
    expect(visitor.status).toBe(200);
    const article = visitor.html.slice(visitor.html.indexOf('<article'), visitor.html.indexOf('</article>'));
    expect(article).toContain('XSS测试');
    assertInert(article);
  });

  it("a new article cannot take an existing page's slug: refused, the page and its history unchanged", async () => {
    const api = await staffLogin(base, STAFF.editor);
    const before = await api.get('/api/admin/help/revisions?type=11');
    for (const baseRevisionId of [null, undefined]) {
      const taken = await api.post('/api/admin/help/save', {
        slug: '11',
        title: '新文章',
        category: '购物指南',
        markdown: '正文',
        baseRevisionId,
      });
      expect([taken.http, taken.msg]).toEqual([409, '页面标识“11”已被“售后说明”使用，请换一个标识']);
    }
    const page = await anon.get('/api/help/detail?type=11');
    expect([page.data.title, page.data.category]).toEqual(['售后说明', '售后与交期']);
    expect(page.data.html).not.toContain('正文');
    expect((await api.get('/api/admin/help/revisions?type=11')).data).toEqual(before.data);
  });

  it('saving publishes at once; revisions can be viewed and restored; stale saves are refused', async () => {
    const api = await staffLogin(base, STAFF.editor);
    const viewer = (await login(base, DEMO.buyer)).token;
    const src = await api.get('/api/admin/help/source?type=10');
    expect(src.data.markdown).toContain('常规交期');
    const original = src.data;
    const edited = original.markdown + '\n\n> 即日起顺丰包邮。';
    const s = await api.post('/api/admin/help/save', {
      slug: '10',
      title: '交期说明（新版）',
      category: original.category,
      markdown: edited,
      note: '加包邮说明',
      baseRevisionId: original.revisionId,
    });
    expect(s.status, s.msg).toBe(200);
    expect(s.msg).toBe('已发布');
    expect((await anon.get('/api/help/detail?type=10')).data.html).toContain('即日起顺丰包邮');
    const live = await page('/helpCentre?type=10', viewer);
    expect(live.html).toContain('交期说明（新版）');
    expect(live.html).toContain('即日起顺丰包邮');
    // Someone else's save in between: a save based on the old revision is refused.
    const stale = await api.post('/api/admin/help/save', {
      slug: '10',
      title: 'x',
      category: original.category,
      markdown: 'x',
      baseRevisionId: original.revisionId,
    });
    expect(stale.http).toBe(409);
    expect(stale.msg).toBe(staleMessage('帮助文档'));
    const revs = await api.get('/api/admin/help/revisions?type=10');
    expect(revs.data[0]).toMatchObject({ id: s.data.revisionId, current: true, note: '加包邮说明', editor: '内容编辑' });
    const old = revs.data.find((r: any) => r.id === original.revisionId);
    expect(old.current).toBe(false);
    const view = await api.get(`/api/admin/help/revision?id=${old.id}`);
    expect(view.data.markdown).toBe(original.markdown);
    expect(view.data.html).not.toContain('即日起顺丰包邮');
    const restored = await api.post('/api/admin/help/restore', { revisionId: old.id });
    expect(restored.status, restored.msg).toBe(200);
    const after = await anon.get('/api/help/detail?type=10');
    expect(after.data.title).toBe('交期说明');
    expect(after.data.html).not.toContain('即日起顺丰包邮');
    const revs2 = await api.get('/api/admin/help/revisions?type=10');
    expect(revs2.data.length).toBe(revs.data.length + 1);
    // Numbered within the page (第 N 版, from 1), not by the ids every page's revisions share.
    expect(revs2.data.map((r: any) => r.version)).toEqual(revs2.data.map((_: unknown, i: number) => revs2.data.length - i));
    expect(revs2.data[0]).toMatchObject({ current: true, note: `恢复自第 ${old.version} 版` });
    expect(view.data.version).toBe(old.version);
    expect((await api.get('/api/admin/help/source?type=10')).data.version).toBe(revs2.data.length);
    expect(revs2.data.at(-1).version).toBe(1);
    expect(revs2.data.some((r: any) => r.id !== r.version)).toBe(true); // other pages' revisions came in between
    expect((await api.post('/api/admin/help/restore', { revisionId: 999999 })).http).toBe(404);
    expect((await api.post('/api/admin/help/save', { slug: 'bad slug!', title: 't', category: 'c', markdown: '' })).msg).toContain(
      '页面标识',
    );
  });
});

import { expect, test } from '@playwright/test';
import { DEMO } from './helpers.ts';
import { hydrated, loginAs } from './activities-helpers.ts';
import { STAFF, staffSignIn } from './admin-helpers.ts';

test('an editor changes a help page with live preview; visitors see it at once; a revision is restored', async ({ page, browser }) => {
  test.setTimeout(120_000); // an editor's and a buyer's sign-in, two browsers
  await staffSignIn(page, STAFF.editor, '/admin/help?type=YinSi');
  const md = page.getByLabel('正文（Markdown）');
  await expect(md).toHaveValue(/我们收集的信息/);
  const original = await md.inputValue();
  const preview = page.getByTestId('help-preview');
  await md.fill(`${original}\n\n## 新增条款E2E\n\n<img src="x" onerror="window.__xss=1">[点击](javascript:window.__xss=2)`);
  await expect(preview.getByRole('heading', { name: '新增条款E2E' })).toBeVisible();
  await page.getByLabel('修改说明').fill('浏览器测试修改');
  await page.getByRole('button', { name: '保存并发布' }).click();
  await expect(page.getByText('已发布')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '浏览器测试修改' })).toContainText('当前');
  // The page's 操作日志 shows the save at once (it said 暂无员工操作 until a reload).
  const log = page.getByRole('region', { name: '操作日志' });
  await expect(log.getByRole('listitem').first()).toContainText('保存帮助页面 · 启力印象隐私协议');
  await expect(log.getByRole('listitem').first()).toContainText('浏览器测试修改');

  // A buyer in another browser sees the new text at once, and the payload does nothing.
  const ctx = await browser.newContext();
  const visitor = await ctx.newPage();
  await loginAs(visitor, DEMO.buyer, '/helpCentre?type=YinSi');
  const article = visitor.locator('article');
  await expect(article.getByRole('heading', { name: '新增条款E2E' })).toBeVisible();
  // The javascript: link lost its address: it is plain text now, and clicking it runs nothing.
  await expect(article.getByRole('link', { name: '点击' })).toHaveCount(0);
  await article.getByText('点击', { exact: true }).click();
  expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await article.locator('[onerror], a[href^="javascript"]').count()).toBe(0);

  // View the seeded version, then restore it.
  const seeded = page.getByRole('row').filter({ hasText: '初始内容' }).first();
  await seeded.getByRole('button', { name: '查看第 1 版' }).click();
  const shown = page.getByRole('region', { name: '第 1 版' });
  await expect(shown.getByRole('heading', { name: '一、我们收集的信息' })).toBeVisible();
  await expect(shown.getByRole('heading', { name: '新增条款E2E' })).toHaveCount(0);
  await seeded.getByRole('button', { name: '恢复第 1 版' }).click();
  const ask = page.getByRole('alertdialog', { name: '提示' });
  // Numbered within the page (the seeded one is its first), not by ids shared by every page's revisions.
  await expect(ask).toContainText('确定恢复到第 1 版并立即发布吗？');
  // The back office's dialog is the store's: its × at the top right beside the title, not a bare button below the
  // row of 取消 and 确定 in a black frame (the dialog's styles lived in store.css, which /admin does not load).
  const [frame, title, close, ok] = await Promise.all(
    [
      ask,
      ask.getByRole('heading', { name: '提示' }),
      ask.getByRole('button', { name: '关闭' }),
      ask.getByRole('button', { name: '确定' }),
    ].map(async (l) => (await l.boundingBox())!),
  );
  expect(close.y).toBeLessThan(title.y + title.height);
  expect(close.y + close.height).toBeLessThan(ok.y);
  expect(close.x + close.width).toBeGreaterThan(frame.x + frame.width - 24);
  expect(await ask.evaluate((d) => getComputedStyle(d).borderTopWidth)).toBe('0px');
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已恢复并发布')).toBeVisible();
  await expect(md).toHaveValue(original);
  await expect(page.getByRole('row').filter({ hasText: '恢复自第 1 版' })).toContainText('当前');
  await expect(log.getByRole('listitem').first()).toContainText('恢复帮助版本 · 启力印象隐私协议');
  await visitor.reload();
  await expect(visitor.locator('article').getByRole('heading', { name: '一、我们收集的信息' })).toBeVisible();
  await expect(visitor.locator('article').getByRole('heading', { name: '新增条款E2E' })).toHaveCount(0);
  await ctx.close();
});

test('an editor creates a help article that appears in its category', async ({ page }) => {
  await staffSignIn(page, STAFF.editor, '/admin/help');
  await page.getByRole('button', { name: '新建文章' }).click();
  const slug = `e2e-${Date.now().toString(36)}`;
  // A field left wrong is said under it (the browser's own bubble for an empty 标题 said nothing in the store's words).
  await page.getByLabel('页面标识').fill('运费 说明');
  await page.getByRole('button', { name: '保存并发布' }).click();
  const slugField = page.getByLabel('页面标识');
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.field', { has: slugField }).getByRole('alert')).toHaveText(/^页面标识只能包含字母、数字、下划线和短横线/);
  await slugField.fill(slug);
  await expect(slugField).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: '保存并发布' }).click();
  const titleField = page.getByLabel('标题');
  await expect(page.locator('.field', { has: titleField }).getByRole('alert')).toHaveText('请填写标题');
  await expect(titleField).toBeFocused();
  await page.getByLabel('标题').fill('运费说明E2E');
  await page.getByLabel('分类', { exact: true }).fill('购物指南');
  await page.getByLabel('正文（Markdown）').fill('订单满 **500元** 包邮。');
  await expect(page.getByTestId('help-preview').locator('strong')).toHaveText('500元');
  await page.getByRole('button', { name: '保存并发布' }).click();
  await expect(page.getByText('已发布')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '帮助页面' }).getByRole('link', { name: '运费说明E2E' })).toBeVisible();
  const published = await (await page.request.get(`/api/help/detail?type=${slug}`)).json();
  expect(published.data.html).toContain('<strong>500元</strong>');
  const index = await (await page.request.get('/api/help/list')).json();
  expect(index.data.find((g: { category: string }) => g.category === '购物指南').pages.map((p: { slug: string }) => p.slug)).toContain(
    slug,
  );
});

test('staff without the editor role are refused the editor, and buyers are sent to the staff sign-in', async ({ page }) => {
  await staffSignIn(page, STAFF.operator, '/admin/help');
  await expect(page.getByRole('alert').filter({ hasText: '没有权限：当前员工角色不能访问此页面' })).toBeVisible();
  await expect(page.getByLabel('正文（Markdown）')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '帮助中心' })).toHaveCount(0);
  const buyer = await page.context().browser()!.newContext();
  const p2 = await buyer.newPage();
  await loginAs(p2, DEMO.main, '/userInfo');
  await p2.goto('/admin/help');
  await expect(p2).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fhelp$/);
  await buyer.close();
});

test('the help editor on a phone (390 px): the pages above the form in a few lines, source and preview on one screen, nothing wider than it', async ({
  browser,
}) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await staffSignIn(page, STAFF.editor, '/admin/help?type=YinSi');
  await expect(page.getByLabel('正文（Markdown）')).toHaveValue(/我们收集的信息/);
  const box = async (l: ReturnType<typeof page.locator>) => (await l.boundingBox())!;
  const nav = await box(page.getByRole('navigation', { name: '帮助页面' }));
  const form = await box(page.locator('form.help-form'));
  expect(nav.y + nav.height).toBeLessThanOrEqual(form.y); // above the form, not beside it
  expect(Math.abs(nav.width - form.width)).toBeLessThan(2); // as wide as the form
  expect(nav.height).toBeLessThan(400); // the page links wrap: a few lines, not a column of one link a line (540 px for nine)
  const source = await box(page.getByLabel('正文（Markdown）'));
  const preview = await box(page.getByRole('region', { name: '预览' }));
  expect(source.height + preview.height).toBeLessThan(844); // both on one screen, not 1,066 px of them
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const row = await box(page.getByRole('row').filter({ hasText: '当前' }));
  expect(row.x + row.width).toBeLessThanOrEqual(390); // the revisions fit the screen
  // Another page opened in the editor: its revision rows, rendered after the page loaded, still name their columns.
  await page.getByRole('navigation', { name: '帮助页面' }).getByRole('link', { name: '启力印象用户服务协议' }).click();
  await expect(page.getByLabel('正文（Markdown）')).toHaveValue(/服务对象/);
  const cells = page.getByRole('row').filter({ hasText: '当前' }).getByRole('cell');
  expect(await cells.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-label')))).toEqual([
    '版本',
    '时间',
    '编辑人',
    '说明',
    '操作',
  ]);
  await ctx.close();
});

test("the editor's 查看页面 shows the published page in the back office (staff have no buyer session: /helpCentre sent them to /login)", async ({
  page,
}) => {
  await staffSignIn(page, STAFF.editor, '/admin/help?type=10');
  await expect(page.getByLabel('正文（Markdown）')).toHaveValue(/常规交期/);
  const [shown] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: '查看页面' }).click()]);
  await expect(shown).toHaveURL(/\/admin\/help\/view\?type=10$/);
  await expect(shown.getByRole('heading', { name: '查看页面：交期说明' })).toBeVisible();
  await expect(shown.locator('article').getByRole('heading', { name: '一、常规交期' })).toBeVisible();
  await expect(shown.locator('article')).toContainText('更新时间：');
  await shown.getByRole('link', { name: '← 返回帮助内容编辑' }).click();
  await expect(shown).toHaveURL(/\/admin\/help\?type=10$/);
  await shown.close();
  // Staff without the editor role are refused it as they are the editor.
  const other = await page.context().browser()!.newContext();
  const op = await other.newPage();
  await staffSignIn(op, STAFF.operator, '/admin/help/view?type=10');
  await expect(op.getByRole('alert').filter({ hasText: '没有权限：当前员工角色不能访问此页面' })).toBeVisible();
  await expect(op.locator('article')).toHaveCount(0);
  await other.close();
});

test('从仓库文件重新发布 offers the page open in the editor, by its title (it offered 用户服务协议 on every page)', async ({ page }) => {
  await staffSignIn(page, STAFF.editor, '/admin/help?type=10');
  const form = page.getByRole('form', { name: '从仓库文件重新发布' });
  const select = form.getByLabel('页面');
  await expect(select).toHaveValue('10');
  await expect(select.locator('option:checked')).toHaveText('交期说明（售后与交期 · 10）');
  await expect(select.locator('option[value="fuWu"]')).toHaveText('启力印象用户服务协议（平台协议 · fuWu）');
});

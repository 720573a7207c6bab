// Two editors on the same back-office editor: the later save, made from a page opened before the first one saved,
// no longer overwrites it unseen. It is refused with 热搜词已被修改…请刷新页面后重新修改 and a 刷新 button, which shows
// the colleague's words; a save from the page reloaded goes through (seen-version.ts, the one rule for these saves).
// A delete from an edit form (ActionForm) is held to the same rule: refused with …请刷新页面后确认是否删除 and 刷新; so is
// the help editor, whose version is the revision it opened, for a save and for restoring an earlier revision.
import { expect, test, type Page } from '@playwright/test';
import { act, STAFF, staffSignIn } from './admin-helpers.ts';
import { hydrated } from './helpers.ts';

const words = (p: Page) => p.getByRole('form', { name: '热搜词' });
const firstWord = (p: Page) => words(p).getByLabel('热搜词第1项 热搜词');

/** Types the first hot word and saves the list (confirming); answers once the save's answer is in. */
async function saveFirstWord(p: Page, word: string) {
  await firstWord(p).fill(word);
  await words(p).getByRole('button', { name: '保存热搜词' }).click();
  const answered = p.waitForResponse('**/api/admin/hotwords/save');
  await p.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  return (await answered).status();
}

test('a hot-words save from a page opened before a colleague saved is refused with 刷新; reloaded, it saves', async ({ page, context }) => {
  await staffSignIn(page, STAFF.editor, '/admin/storefront');
  const other = await context.newPage();
  await other.goto('/admin/storefront');
  await hydrated(other);
  const original = await firstWord(page).inputValue();

  const reloaded = page.waitForEvent('load');
  expect(await saveFirstWord(page, '甲的热词')).toBe(200);
  await reloaded;
  await expect(firstWord(page)).toHaveValue('甲的热词');

  expect(await saveFirstWord(other, '乙的热词')).toBe(409);
  const alert = words(other).getByRole('alert');
  await expect(alert).toContainText('热搜词已被修改（打开页面后有人保存了此热搜词），请刷新页面后重新修改');
  await expect(words(other).getByRole('button', { name: '保存热搜词' })).toBeEnabled();
  await expect(firstWord(other)).toHaveValue('乙的热词'); // what was typed stays until the editor chooses to reload

  const refreshed = other.waitForEvent('load');
  await alert.getByRole('button', { name: '刷新' }).click();
  await refreshed;
  await hydrated(other);
  await expect(firstWord(other)).toHaveValue('甲的热词');
  // From the page as it is now, the save goes through (and puts the seed's word back for the other specs).
  const back = other.waitForEvent('load');
  expect(await saveFirstWord(other, original)).toBe(200);
  await back;
  await expect(firstWord(other)).toHaveValue(original);
});

test('a notice deleted from a page opened before a colleague saved it is refused with 刷新; reloaded, it deletes', async ({
  page,
  context,
}) => {
  await staffSignIn(page, STAFF.editor, '/admin/notices');
  const title = `并发删除公告${Date.now() % 100000}`;
  const published = page.waitForEvent('load');
  await act(page, '发布公告', { 标题: title, '正文（Markdown）': '正文' });
  await published;
  await page.getByRole('link', { name: `编辑 ${title}` }).click();
  await hydrated(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await hydrated(other);

  await act(page, `修改公告：${title}`, { 标题: `${title}甲` }, '保存公告');
  await expect(page.getByRole('link', { name: `编辑 ${title}甲` })).toBeVisible();

  const refused = other.waitForResponse('**/api/admin/notice/delete');
  await act(other, `删除公告：${title}`, {}, '删除公告');
  expect((await refused).status()).toBe(409);
  const alert = other.getByRole('form', { name: `删除公告：${title}` }).getByRole('alert');
  await expect(alert).toContainText('公告已被修改（打开页面后有人保存了此公告），请刷新页面后确认是否删除');
  const refreshed = other.waitForEvent('load');
  await alert.getByRole('button', { name: '刷新' }).click();
  await refreshed;
  await hydrated(other);
  // The page as it is now shows the colleague's title; deleting from it goes through.
  const deleted = other.waitForResponse('**/api/admin/notice/delete');
  await act(other, `删除公告：${title}甲`, {}, '删除公告');
  expect((await deleted).status()).toBe(200);
  await expect(other.getByRole('link', { name: `编辑 ${title}甲` })).toHaveCount(0);
});

test('a help page saved from an editor opened before a colleague saved it is refused with 刷新, the typing kept; reloaded, it saves', async ({
  page,
  context,
}) => {
  await staffSignIn(page, STAFF.editor, '/admin/help');
  await page.getByRole('button', { name: '新建文章' }).click();
  const slug = `stale-${Date.now().toString(36)}`;
  await page.getByLabel('页面标识').fill(slug);
  await page.getByLabel('标题').fill('并发帮助E2E');
  await page.getByLabel('分类', { exact: true }).fill('购物指南');
  const body = (p: Page) => p.getByLabel('正文（Markdown）');
  await body(page).fill('初稿');
  const save = async (p: Page) => {
    const answered = p.waitForResponse('**/api/admin/help/save');
    await p.getByRole('button', { name: '保存并发布' }).click();
    return (await answered).status();
  };
  expect(await save(page)).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/admin/help\\?type=${slug}$`));
  const other = await context.newPage();
  await other.goto(`/admin/help?type=${slug}`);
  await hydrated(other);
  await expect(body(other)).toHaveValue('初稿');

  await body(page).fill('甲的正文');
  expect(await save(page)).toBe(200);

  await body(other).fill('乙的正文');
  expect(await save(other)).toBe(409);
  const alert = other.getByRole('alert').filter({ hasText: '帮助文档已被修改' });
  await expect(alert).toHaveText(/^帮助文档已被修改（打开页面后有人保存了此帮助文档），请刷新页面后重新修改/);
  await expect(body(other)).toHaveValue('乙的正文'); // what was typed stays until the editor chooses to reload
  await expect(other.getByRole('button', { name: '保存并发布' })).toBeEnabled();

  const refreshed = other.waitForEvent('load');
  await alert.getByRole('button', { name: '刷新' }).click();
  await refreshed;
  await hydrated(other);
  await expect(body(other)).toHaveValue('甲的正文');
  await body(other).fill('乙的正文');
  expect(await save(other)).toBe(200);
  await expect(other.getByRole('alert').filter({ hasText: '帮助文档已被修改' })).toHaveCount(0);
  const published = await (await other.request.get(`/api/help/detail?type=${slug}`)).json();
  expect(published.data.html).toContain('乙的正文');
});

test('restoring an earlier revision from an editor opened before a colleague saved is refused with 刷新; reloaded, it restores', async ({
  page,
  context,
}) => {
  await staffSignIn(page, STAFF.editor, '/admin/help');
  await page.getByRole('button', { name: '新建文章' }).click();
  const slug = `restore-${Date.now().toString(36)}`;
  await page.getByLabel('页面标识').fill(slug);
  await page.getByLabel('标题').fill('恢复并发E2E');
  await page.getByLabel('分类', { exact: true }).fill('购物指南');
  const body = (p: Page) => p.getByLabel('正文（Markdown）');
  const save = async (p: Page) => {
    const answered = p.waitForResponse('**/api/admin/help/save');
    await p.getByRole('button', { name: '保存并发布' }).click();
    return (await answered).status();
  };
  const restoreFirst = async (p: Page) => {
    await p.getByRole('button', { name: '恢复第 1 版' }).click();
    const answered = p.waitForResponse('**/api/admin/help/restore');
    await p.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    return (await answered).status();
  };
  await body(page).fill('第一稿');
  expect(await save(page)).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/admin/help\\?type=${slug}$`));
  await body(page).fill('第二稿');
  expect(await save(page)).toBe(200);

  // A colleague's editor is opened at the second revision; then the first editor saves a third.
  const other = await context.newPage();
  await other.goto(`/admin/help?type=${slug}`);
  await hydrated(other);
  await expect(body(other)).toHaveValue('第二稿');
  await body(page).fill('甲的第三稿');
  expect(await save(page)).toBe(200);

  expect(await restoreFirst(other)).toBe(409);
  const alert = other.getByRole('alert').filter({ hasText: '帮助文档已被修改' });
  await expect(alert).toHaveText(/^帮助文档已被修改（打开页面后有人保存了此帮助文档），请刷新页面后重新修改/);
  const refreshed = other.waitForEvent('load');
  await alert.getByRole('button', { name: '刷新' }).click();
  await refreshed;
  await hydrated(other);
  await expect(body(other)).toHaveValue('甲的第三稿');
  expect(await restoreFirst(other)).toBe(200);
  await expect(body(other)).toHaveValue('第一稿');
  await expect(other.getByRole('alert').filter({ hasText: '帮助文档已被修改' })).toHaveCount(0);
});

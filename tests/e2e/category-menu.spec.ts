// The category menu on a phone and a tablet reaches every level of the catalogue (§2.6, §2.10), and the strip's
// 全部商品分类 is a disclosure (aria-expanded, Escape) at any width. The desktop's hover and keyboard are in
// store.spec.ts and store-islands.spec.ts.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { categoryMenusReady } from './helpers.ts';
import { expectAccessible } from './axe.ts';

interface Node {
  id: number;
  cateName: string;
  children: Node[];
}

/** The ids of a path of names through the category tree, as the API answers it. */
async function idsOf(request: APIRequestContext, ...names: string[]) {
  let level: Node[] = (await (await request.get('/api/category')).json()).data;
  return names.map((name) => {
    const node = level.find((n) => n.cateName === name)!;
    expect(node, name).toBeTruthy();
    level = node.children;
    return node.id;
  });
}

const listUrl = (type1: number, type2: number | '' = '', type3: number | '' = '') =>
  `/indexpage/productlist?type1=${type1}&type2=${type2}&type3=${type3}`;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
const height = async (l: Locator) => (await l.boundingBox())!.height;

test.describe('on a phone (390 × 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a category shows its children and grandchildren in its place; a grandchild lists with type1, type2, type3', async ({
    page,
    request,
  }) => {
    const [t1, t2, t3] = await idsOf(request, '宣传印刷', '画册样本', '企业画册');
    await page.goto('/');
    await categoryMenusReady(page);
    const menu = page.getByRole('list', { name: '商品分类' });
    const tops = menu.locator(':scope > li > .cate-top');
    await expect(tops).toHaveCount(8);
    for (const top of await tops.all()) expect(await height(top)).toBeGreaterThanOrEqual(44);
    // Its name once open is 全部宣传印刷.
    const top = menu.getByRole('link', { name: /^(全部)?宣传印刷/ });
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await top.tap();
    // The category alone: back, 全部宣传印刷, its children and grandchildren, each at least 44 px high.
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /^办公印刷/ })).toBeHidden();
    const back = menu.getByRole('button', { name: '返回全部分类' });
    const all = menu.getByRole('link', { name: /^全部宣传印刷/ });
    await expect(all).toHaveAttribute('href', listUrl(t1!));
    const child = menu.getByRole('link', { name: '画册样本', exact: true });
    const leaf = menu.getByRole('link', { name: '企业画册', exact: true });
    for (const target of [back, all, child, leaf]) {
      await expect(target).toBeInViewport();
      expect(await height(target)).toBeGreaterThanOrEqual(44);
    }
    expect(await noSidewaysScroll(page)).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page, 'the opened category on a phone', '#home-cate-menu');
    // 返回全部分类 brings every category back.
    await back.tap();
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await expect(back).toBeHidden();
    await expect(menu.getByRole('link', { name: /^办公印刷/ })).toBeVisible();
    // A grandchild.
    await top.tap();
    await leaf.tap();
    await expect(page).toHaveURL(listUrl(t1!, t2!, t3!));
    await expect(page.getByRole('heading', { level: 1, name: '企业画册' })).toBeVisible();
  });

  test('the strip’s 全部商品分类 opens and closes the menu; 全部<category> lists the category itself', async ({ page, request }) => {
    const [t1] = await idsOf(request, '办公印刷');
    await page.goto('/indexpage/sceneList');
    await categoryMenusReady(page);
    const button = page.getByRole('button', { name: '全部商品分类' });
    const menu = page.locator('#strip-cate-menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'strip-cate-menu');
    await expect(menu).toBeHidden();
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // The same button closes it (a finger's hover stays on the button, it must not keep it open).
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await button.tap();
    await menu.getByRole('link', { name: /^办公印刷/ }).tap();
    await expect(menu.getByRole('link', { name: '商务名片', exact: true })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    // A tap elsewhere closes it all.
    await page.getByText(/^欢迎来到/).tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await button.tap();
    await menu.getByRole('link', { name: /^办公印刷/ }).tap();
    await menu.getByRole('link', { name: /^全部办公印刷/ }).tap();
    await expect(page).toHaveURL(listUrl(t1!));
    await expect(page.getByRole('heading', { level: 1, name: '办公印刷' })).toBeVisible();
  });

  test('the phone’s Back closes the strip’s open category, then its menu, and stays on the page; closed otherwise, it leaves no history entry behind', async ({
    page,
    request,
  }) => {
    const [t1] = await idsOf(request, '办公印刷');
    await page.goto('/');
    await page.goto('/indexpage/sceneList');
    await categoryMenusReady(page);
    const button = page.getByRole('button', { name: '全部商品分类' });
    const menu = page.locator('#strip-cate-menu');
    const scenes = /\/indexpage\/sceneList$/;
    // Back with a category open closes the category only (it closed the whole menu), then Back closes the menu.
    await button.tap();
    await menu.getByRole('link', { name: /^办公印刷/ }).tap();
    const back = menu.getByRole('button', { name: '返回全部分类' });
    await expect(back).toBeVisible();
    await page.goBack();
    await expect(back).toBeHidden();
    await expect(menu.getByRole('link', { name: /^宣传印刷/ })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(scenes);
    // Back closes the menu (it left the page for the home page).
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(scenes);
    // Closed by its button or by a tap elsewhere, the menu stays on the page, and leaves no entry (the Backs at the end).
    await button.tap();
    await button.tap();
    await expect(menu).toBeHidden();
    await button.tap();
    await page.getByText(/^欢迎来到/).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(scenes);
    // A category followed from the menu: Back returns to this page with the menu closed, and once more to the home page.
    await button.tap();
    await menu.getByRole('link', { name: /^办公印刷/ }).tap();
    await menu.getByRole('link', { name: /^全部办公印刷/ }).tap();
    await expect(page).toHaveURL(listUrl(t1!));
    await page.goBack();
    await expect(page).toHaveURL(scenes);
    await categoryMenusReady(page);
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('on a tablet (768 × 1024, touch)', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  // The desktop's layout (a panel beside the categories), opened by a first tap, with a finger's targets.
  test('a first tap opens a category’s panel beside it; a grandchild lists with type1, type2, type3', async ({ page, request }) => {
    const [t1, t2, t3] = await idsOf(request, '包装印刷', '包装盒', '礼盒');
    await page.goto('/');
    await categoryMenusReady(page);
    const menu = page.locator('#home-cate-menu');
    const top = menu.getByRole('link', { name: /^包装印刷/ });
    await top.tap();
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /^办公印刷/ })).toBeVisible(); // the other categories stay
    await expect(menu.getByRole('button', { name: '返回全部分类' })).toBeHidden();
    const leaf = menu.getByRole('link', { name: '礼盒', exact: true });
    await expect(leaf).toBeVisible();
    expect(await height(leaf)).toBeGreaterThanOrEqual(44);
    expect(await noSidewaysScroll(page)).toBe(true);
    await leaf.tap();
    await expect(page).toHaveURL(listUrl(t1!, t2!, t3!));
  });
});

test('desktop: the strip’s 全部商品分类 opens on focus with aria-expanded and Escape closes it back on the button', async ({ page }) => {
  await page.goto('/indexpage/sceneList');
  await categoryMenusReady(page);
  const button = page.getByRole('button', { name: '全部商品分类' });
  const menu = page.locator('#strip-cate-menu');
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  const first = menu.getByRole('link', { name: /^宣传印刷/ });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // Escape closes the category, then the menu; the focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  // Enter opens it again.
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
});

// axe-core on the storefront's main pages: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { detailPath, freshBuyer, productOf } from './store-helpers.ts';

// axe walks every node of a long page; the home page holds about a hundred item cards.
test.describe.configure({ timeout: 150_000 });

async function serious(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('home has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  expect(await serious(page)).toEqual([]);
});

test('the product list and the scene list have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/indexpage/productlist?keyword=' + encodeURIComponent('画册'));
  expect(await serious(page), 'list').toEqual([]);
  await page.goto('/indexpage/sceneList');
  expect(await serious(page), 'scenes').toEqual([]);
});

test('product detail (standard and custom goods) has no serious or critical axe violations', async ({ page, request }) => {
  await freshBuyer(page, request);
  for (const type of [5, 2]) {
    await page.goto(detailPath(await productOf(request, type)));
    expect(await serious(page), `detail type ${type}`).toEqual([]);
  }
});

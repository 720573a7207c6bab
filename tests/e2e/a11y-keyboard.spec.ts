// Keyboard use (issue #18): every dialog keeps focus inside while open (Tab and Shift+Tab wrap), closes with
// Escape and gives focus back to what opened it; every control of a page is reached by Tab and shows a focus
// ring when it is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, loginByPassword } from './helpers.ts';
import { freshCompany } from './account-helpers.ts';
import { installRingCheck } from './focus.ts';

/** Islands that hydrate at once have (client:visible ones, e.g. the detail page's favourite toggle, wait for a scroll). */
async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

type RingCheck = { __ringProblem: (el: HTMLElement) => string | null };

/** Does the focused element show a focus ring (the one ring check, tests/e2e/focus.ts)? */
async function focusShown(page: Page) {
  await installRingCheck(page);
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return !!el && el !== document.body && (window as unknown as RingCheck).__ringProblem(el) === null;
  });
}

const describe = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20)}"`;
  });

/**
 * Opens a dialog from the keyboard (focus on the opener, Enter), then: focus is inside; Tab walks every control
 * of the dialog and wraps to the first, each with a visible ring; Shift+Tab from the first wraps to the last;
 * Escape closes and focus is back on the opener. `ready`: what to wait for before counting the controls (one that
 * is disabled until its data arrives is not a Tab stop yet).
 */
async function checkDialog(page: Page, opener: Locator, dialog: Locator, ready?: (dialog: Locator) => Promise<void>) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await ready?.(dialog);
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d);
  await expect.poll(inside, 'focus moves into the dialog').toBe(true);
  // Number the dialog's Tab stops (a radio group is one: its checked radio).
  const stops = await dialog.evaluate(
    (d) =>
      [...d.querySelectorAll<HTMLInputElement>('a[href],button,input,select,textarea,[tabindex]')]
        .filter(
          (el) =>
            el.tabIndex >= 0 &&
            !el.disabled &&
            el.getClientRects().length > 0 &&
            !(el.type === 'radio' && !el.checked && d.querySelector(`input[type=radio][name="${el.name}"]:checked`)),
        )
        .map((el, i) => {
          el.dataset.stop = String(i);
          return i;
        }).length,
  );
  expect(stops, 'the dialog has controls').toBeGreaterThan(0);
  const at = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.stop ?? `outside: ${document.activeElement?.tagName}`);
  expect(await at(), 'focus starts on the first control').toBe('0');
  const seen: string[] = ['0'];
  for (let i = 0; i < stops; i++) {
    expect(await focusShown(page), `focus ring on ${await describe(page)}`).toBe(true);
    await page.keyboard.press('Tab');
    seen.push(await at());
    expect(await inside(), `Tab ${i + 1} stays in the dialog (${seen.join(' → ')})`).toBe(true);
  }
  expect(seen, 'Tab visits every control once, then wraps to the first').toEqual([
    ...Array.from({ length: stops }, (_, i) => String(i)),
    '0',
  ]);
  await page.keyboard.press('Shift+Tab');
  expect(await at(), 'Shift+Tab from the first control wraps to the last').toBe(String(stops - 1));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => opener.evaluate((o) => o === document.activeElement), 'focus returns to the opener').toBe(true);
}

test.describe.configure({ mode: 'parallel', timeout: 240_000 });

test('furniture dialogs: support and purchase by number', async ({ page }) => {
  await page.goto('/indexpage/sceneList');
  await hydrated(page);
  await checkDialog(
    page,
    page.getByRole('navigation', { name: '顶部导航' }).getByRole('button', { name: '在线客服' }),
    page.getByRole('dialog', { name: '在线客服' }),
  );
  await checkDialog(page, page.getByRole('button', { name: '编号采购' }), page.getByRole('dialog', { name: '按编号采购' }));
  // The footer's opener gets focus back too (one dialog, several openers).
  await checkDialog(
    page,
    page.getByRole('contentinfo').getByRole('button', { name: '在线客服' }),
    page.getByRole('dialog', { name: '在线客服' }),
  );
});

test('account dialogs of a new company: password, address, sub-account, invoice title, and the nickname popover', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  await loginByPassword(page, c.phone, c.password, '/userInfo');
  await hydrated(page);
  await checkDialog(page, page.getByRole('button', { name: '修改密码' }), page.getByRole('dialog', { name: '修改密码' }));
  // The nickname popover is not modal: Escape closes it and focus goes back to its button.
  const nick = page.getByRole('button', { name: '修改昵称' });
  await nick.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: '修改昵称' }).getByLabel('昵称')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '修改昵称' })).toBeHidden();
  await expect(nick).toBeFocused();

  for (const [path, name] of [
    ['/address', '新增收货地址'],
    ['/childAcc', '新增子账号'],
    ['/invoiceAdmin', '新增发票抬头'],
  ]) {
    await page.goto(path);
    await hydrated(page);
    // The address form's province list is disabled until the provinces arrive (a busy run counted it too early).
    const provinces = path === '/address' ? (d: Locator) => expect(d.getByLabel('省份')).toBeEnabled() : undefined;
    await checkDialog(page, page.getByRole('button', { name }), page.getByRole('dialog', { name }), provinces);
  }
});

test('order-side dialogs: invoice apply, return shipment and a confirmation', async ({ page, request }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/invoice');
  await hydrated(page);
  await checkDialog(page, page.getByRole('button', { name: '申请开票' }), page.getByRole('dialog', { name: '申请开票' }));

  const token = await page.evaluate(() => localStorage.getItem('qili-token'));
  const list = (await (await request.get('/api/afterSales/list?limit=50', { headers: { authorization: `Bearer ${token}` } })).json()).data
    .list as { id: number; state: string }[];
  const approved = list.find((a) => a.state === 'approved');
  expect(approved, 'the seed has an approved after-sales record').toBeTruthy();
  await page.goto(`/asRecordDetail?id=${approved!.id}`);
  await hydrated(page);
  await checkDialog(page, page.getByRole('button', { name: '填写退货物流' }), page.getByRole('dialog', { name: '填写退货物流' }));

  // A confirmation (删除 in the address book): Escape answers 取消 and nothing is deleted.
  await page.goto('/address');
  await hydrated(page);
  const count = await page.getByRole('button', { name: /^删除/ }).count();
  expect(count).toBeGreaterThan(0);
  await checkDialog(page, page.getByRole('button', { name: /^删除/ }).first(), page.getByRole('alertdialog', { name: '提示' }));
  await expect(page.getByRole('button', { name: /^删除/ })).toHaveCount(count);
});

/**
 * Tabs through `region` from its start: every visible control in it is reached, and each shows a focus ring.
 * Focus starts on the last control before the region (or nowhere, for the whole page).
 */
async function tabThrough(page: Page, region: Locator) {
  const total = await region.evaluate((r) => {
    const all = [...r.querySelectorAll<HTMLInputElement>('a[href],button,input:not([type=hidden]),select,textarea,[tabindex]')].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.disabled &&
        el.closest('[inert],[aria-hidden=true]') === null &&
        ((el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden') ||
          // visually hidden radios and checkboxes styled through their label
          ((el.type === 'radio' || el.type === 'checkbox') && !!el.closest('label')?.getClientRects().length)),
    );
    const groups = new Set<string>();
    let n = 0;
    for (const el of all) {
      // A radio group is one Tab stop.
      const key = el.type === 'radio' ? `radio:${el.name}` : String(n);
      if (groups.has(key)) continue;
      groups.add(key);
      el.dataset.kb = key;
      if (el.type === 'radio')
        for (const o of r.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${el.name}"]`)) o.dataset.kb = key;
      n++;
    }
    return groups.size;
  });
  expect(total, 'controls to reach').toBeGreaterThan(0);
  await region.evaluate((r) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const before = [...document.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,[tabindex]')].filter(
      (el) =>
        el.tabIndex >= 0 &&
        el.getClientRects().length > 0 &&
        !r.contains(el) &&
        (r.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0,
    );
    before.at(-1)?.focus();
  });
  const reached = new Set<string>();
  const noRing: string[] = [];
  const handle = await region.elementHandle();
  await installRingCheck(page);
  for (let i = 0; i < total * 3 + 20 && reached.size < total; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate((r) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || !r!.contains(el)) return null;
      return {
        kb: el.dataset.kb ?? '',
        ring: (window as unknown as RingCheck).__ringProblem(el) === null,
        name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20)}"`,
      };
    }, handle);
    if (!at) continue; // outside the region (the furniture around a page's main part)
    if (!at.ring) noRing.push(at.name);
    if (at.kb) reached.add(at.kb);
  }
  const missed = await region.evaluate(
    (r, seen) =>
      [...r.querySelectorAll<HTMLElement>('[data-kb]')]
        .filter((el) => !seen.includes(el.dataset.kb!) && el.getClientRects().length > 0)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20)}"`),
    [...reached],
  );
  expect(missed, 'controls Tab never reached').toEqual([]);
  expect([...new Set(noRing)], 'focused without a visible ring').toEqual([]);
}

test('every control is reached by Tab with a visible ring: furniture and visitor pages', async ({ page }) => {
  await page.goto('/indexpage/sceneList');
  await hydrated(page);
  // The furniture (top bar, header, category strip) before the page's own content, then the footer.
  await tabThrough(page, page.locator('body'));
  await page.goto('/login');
  await hydrated(page);
  await tabThrough(page, page.locator('main'));
});

test('every control is reached by Tab with a visible ring: buying pages of a signed-in buyer', async ({ page, request }) => {
  const c = await freshCompany(request);
  await loginByPassword(page, c.phone, c.password, '/indexpage/productlist');
  const products = (await (await request.get('/api/products?goodsType=4&sort=sales&limit=1')).json()).data.list as {
    id: number;
    storeName: string;
  }[];
  await page.goto(`/productDetail?productId=${products[0]!.id}`);
  await hydrated(page);
  await tabThrough(page, page.locator('main'));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await page.goto('/cart/shoppingCart');
  await hydrated(page);
  await tabThrough(page, page.locator('main'));
  await page
    .getByRole('button', { name: /去结算|结算/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart\/settlement\?/);
  await hydrated(page);
  await tabThrough(page, page.locator('main'));
});

test('every control is reached by Tab with a visible ring: account centre and an unpaid order', async ({ page, request }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/userInfo');
  await hydrated(page);
  await tabThrough(page, page.locator('.account-wrap'));
  const token = await page.evaluate(() => localStorage.getItem('qili-token'));
  const orders = (await (await request.get('/api/order/list?tab=unpaid&limit=5', { headers: { authorization: `Bearer ${token}` } })).json())
    .data.list as { id: number }[];
  expect(orders.length).toBeGreaterThan(0);
  await page.goto(`/orderDetail/${orders[0]!.id}`);
  await hydrated(page);
  await tabThrough(page, page.locator('main'));
});

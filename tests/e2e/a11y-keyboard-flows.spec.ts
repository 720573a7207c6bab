// Keyboard and screen-reader use along the buying and back-office flows (the QA pass of the keyboard lens): what
// axe's static rules cannot see. Focus stays where the keyboard user is after an action, Enter does what the field
// says, and what the store says after an action reaches a live region a screen reader was already watching.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillAddress, freshCompany, loginFresh } from './account-helpers.ts';
import { STAFF, staffSignIn } from './admin-helpers.ts';
import { approvedCompany, fen, ops } from './journey-helpers.ts';
import { placeOrder, skus } from '../helpers/orders.ts';
import { DEMO, fillAddressBook, hydrated, loginByPassword } from './helpers.ts';
import { detailPath, productOf } from './store-helpers.ts';
import { ADDRESS_LIMIT, limitReached } from '../../src/lib/shared/account-limits.ts';

test.describe.configure({ mode: 'parallel' });

/** Focuses `control` and presses `key` on it, as a keyboard user does. */
async function pressOn(control: Locator, key: string) {
  await control.focus();
  await control.page().keyboard.press(key);
}

/** What has focus, for a failure message ("body" when it has been lost). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return !el || el === document.body
      ? 'body'
      : `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}"`;
  });

test('cart: a check box, + and − pressed from the keyboard keep focus while the cart answers', async ({ page, request }) => {
  const c = await freshCompany(request);
  // A product sold in steps (起订 and 递增 above 1): − comes back to the minimum.
  const p = await productOf(request, 4);
  await loginByPassword(page, c.phone, c.password, detailPath(p));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await page.goto('/cart/shoppingCart');
  await hydrated(page);
  const qty = page.getByRole('textbox', { name: /数量$/ });
  const min = await qty.inputValue();

  const box = page.getByRole('checkbox', { name: `选择 ${p.storeName}` });
  await pressOn(box, 'Space');
  await expect(page.getByText(/已选 0 种商品/)).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect(box, `focus stays on the check box (now on ${await focused(page)})`).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText(/已选 1 种商品/)).toBeVisible();
  await expect(box).toBeFocused();

  const plus = page.getByRole('button', { name: '增加数量' });
  await pressOn(plus, 'Enter');
  await expect(qty).not.toHaveValue(min);
  await expect(page.locator('.cart[aria-busy]')).toHaveCount(0);
  await expect(plus, `focus stays on + (now on ${await focused(page)})`).toBeFocused();

  // Back to the minimum: − has no step left, says so, and still has focus; pressed again it changes nothing.
  const minus = page.getByRole('button', { name: '减少数量' });
  await pressOn(minus, 'Enter');
  await expect(qty).toHaveValue(min);
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await expect(minus, `focus stays on − (now on ${await focused(page)})`).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(qty).toHaveValue(min);
});

test('product detail: Enter in the quantity box takes the quantity and stays on the product', async ({ page, request }) => {
  const c = await freshCompany(request);
  const p = await productOf(request, 4);
  await loginByPassword(page, c.phone, c.password, detailPath(p));
  const qty = page.getByRole('spinbutton', { name: '数量' });
  await pressOn(qty, 'ControlOrMeta+a');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  // The quantity's message is said (role alert) and the buyer is still on the product, the quantity kept.
  await expect(page.locator('[data-error]')).toHaveText(/起订/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(p.storeName) })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('productId')).toBe(String(p.id));
  await expect(qty).toHaveValue('1');
  await expect(qty).toBeFocused();
});

/** The toasts' live regions as the page was served, marked so that a later look knows they are the same elements. */
const servedLiveRegions = (page: Page) =>
  page.evaluate(() => {
    const host = document.getElementById('toast-host');
    if (!host) return null;
    host.dataset.served = '1';
    return [...host.children].map((r) => `${r.getAttribute('role')} ${r.getAttribute('aria-live')} ${r.childElementCount}`);
  });
const SERVED_EMPTY = ['alert assertive 0', 'status polite 0'];

test('toasts: the live regions are in the page before the first toast; a success is polite, a refusal assertive', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  const p = await productOf(request, 4);
  await loginByPassword(page, c.phone, c.password, detailPath(p));
  expect(await servedLiveRegions(page), 'an empty role=alert and role=status region with the page').toEqual(SERVED_EMPTY);
  const add = page.getByRole('button', { name: '加入购物车' });
  await pressOn(add, 'Enter');
  await expect(page.locator('#toast-host[data-served] [role=status] .toast')).toHaveText('加入购物车成功');
  await expect(page.locator('#toast-host [role=alert] .toast')).toHaveCount(0);

  // A refusal interrupts: said at once (role alert), not queued behind whatever the reader is saying.
  await page.route('**/api/car', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 409, msg: '库存不足', data: null }) }),
  );
  await pressOn(add, 'Enter');
  await expect(page.locator('#toast-host[data-served] [role=alert][aria-live=assertive] .toast')).toHaveText('库存不足');
  await expect(page.locator('#toast-host [role=status]')).not.toContainText('库存不足');

  // The back office's pages too: a refusal of an action is a toast on some of them, 保存成功 after a reload on all.
  await staffSignIn(page, STAFF.operator, '/admin/orders');
  expect(await servedLiveRegions(page)).toEqual(SERVED_EMPTY);
});

test('skip link: the first Tab of a store page (and the staff sign-in) offers 跳到主要内容, and Enter lands before the page’s own controls', async ({
  page,
}) => {
  for (const path of ['/', '/indexpage/productlist', '/login', '/admin/login']) {
    await page.goto(path);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip, `${path}: the first Tab stop (now on ${await focused(page)})`).toBeFocused();
    const box = (await skip.boundingBox())!;
    expect(box.x >= 0 && box.y >= 0, `${path}: shown on screen while focused`).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('main')),
      `${path}: next Tab in <main> (${await focused(page)})`,
    ).toBe(true);
  }
});

test('back office: 发货 sent empty from the keyboard puts focus on 物流公司, marked invalid and described by 请填写物流公司', async ({
  page,
}) => {
  await staffSignIn(page, STAFF.operator, '/admin/orders?state=unshipped');
  await page.getByRole('table').getByRole('link').first().click();
  await hydrated(page);
  const form = page.getByRole('form', { name: '发货' });
  await pressOn(form.getByRole('button', { name: '发货' }), 'Enter');
  const carrier = form.getByRole('textbox', { name: /^物流公司/ });
  await expect(form.getByRole('alert')).toHaveText('请填写物流公司');
  await expect(carrier, `focus on the field to fill (now on ${await focused(page)})`).toBeFocused();
  await expect(carrier).toHaveAttribute('aria-invalid', 'true');
  await expect(carrier).toHaveAccessibleDescription('请填写物流公司');
  // Filled, the next one missing takes over: 物流单号.
  await page.keyboard.type('顺丰速运');
  await pressOn(form.getByRole('button', { name: '发货' }), 'Enter');
  const tracking = form.getByRole('textbox', { name: /^物流单号/ });
  await expect(tracking).toBeFocused();
  await expect(tracking).toHaveAccessibleDescription('请填写物流单号');
  await expect(carrier).not.toHaveAttribute('aria-invalid');
  // Nothing was sent: no confirmation was asked.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('checkout: arrowing through 发票 keeps focus on the radio; + 新增收货地址 takes focus into its form and 取消 gives it back', async ({
  page,
  request,
}) => {
  // An approved company with an address and two 普通发票 titles (none for 专用发票: its notice shows instead).
  const c = await approvedCompany();
  const p = await productOf(request, 4);
  await loginByPassword(page, c.phone, 'abc12345', detailPath(p));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await page.goto('/cart/shoppingCart');
  await hydrated(page);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/cart\/settlement\?/);
  await hydrated(page);

  const invoice = page.getByRole('radiogroup', { name: '发票类型' });
  await invoice.getByRole('radio', { name: '不开发票' }).focus();
  for (const name of ['增值税普通发票', '增值税专用发票']) {
    await page.keyboard.press('ArrowRight');
    const radio = invoice.getByRole('radio', { name });
    await expect(radio).toBeChecked();
    await expect(page.locator('.settlement')).not.toContainText('加载失败');
    // The preview has come back (a new title select or notice is shown) and focus is still on the radio.
    await expect(page.getByRole('region', { name: '发票信息' }).locator('select, .notice')).toBeVisible();
    await expect(radio, `focus stays on ${name} (now on ${await focused(page)})`).toBeFocused();
  }

  const add = page.getByRole('button', { name: '+ 新增收货地址' });
  await pressOn(add, 'Enter');
  const form = page.getByRole('form', { name: '新增收货地址' });
  await expect(form.getByLabel('收货人'), `focus in the form (now on ${await focused(page)})`).toBeFocused();
  await pressOn(form.getByRole('button', { name: '取消' }), 'Enter');
  await expect(form).toBeHidden();
  await expect(add, `focus back on the opener (now on ${await focused(page)})`).toBeFocused();
});

test('cart: each 删除 names its goods; after 删除 from the keyboard, focus goes to the line now in its place, then to 去逛逛', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  const [a, b] = [await productOf(request, 4, 0), await productOf(request, 4, 1)];
  await loginByPassword(page, c.phone, c.password, detailPath(a));
  for (const p of [a, b]) {
    await page.goto(detailPath(p));
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('加入购物车成功')).toBeVisible();
  }
  await page.goto('/cart/shoppingCart');
  await hydrated(page);
  const rows = page.locator('.cart-table tbody tr');
  await expect(rows).toHaveCount(2);
  const firstName = (await rows.first().getByRole('link').textContent())!.trim();
  const otherName = firstName === a.storeName ? b.storeName : a.storeName;
  // Each 删除 says which goods it removes (its name and spec), keeping 删除 as the text it shows.
  for (const [i, name] of [firstName, otherName].entries()) {
    const del = rows.nth(i).getByRole('button', { name: '删除' });
    const spec = (await rows.nth(i).locator('.goods .muted').first().textContent())!.trim();
    expect(spec).not.toBe('');
    await expect(del).toHaveAccessibleName(`删除 ${name} ${spec}`);
    await expect(del).toHaveText('删除');
  }

  const confirmDelete = async () => {
    await pressOn(rows.first().getByRole('button', { name: '删除' }), 'Enter');
    const dialog = page.getByRole('alertdialog', { name: '提示' });
    await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: '确定' })).toBeFocused();
    await page.keyboard.press('Enter');
  };
  await confirmDelete();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: `选择 ${otherName}` }), `now on ${await focused(page)}`).toBeFocused();
  await confirmDelete();
  await expect(page.getByRole('link', { name: '去逛逛' }), `now on ${await focused(page)}`).toBeFocused();
});

test('back office: a screen reader hears that a field is required (the label’s * is hidden from it) and hears its hint', async ({
  page,
}) => {
  await staffSignIn(page, STAFF.operator, '/admin/aftersales');
  await page.getByRole('table').getByRole('link', { name: /^SH/ }).first().click();
  await hydrated(page);
  // 驳回 needs its reason; 同意's 说明 may stay empty.
  await expect(page.getByRole('form', { name: '驳回售后' }).getByRole('textbox', { name: '驳回原因' })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await expect(page.getByRole('form', { name: '同意售后' }).getByRole('textbox', { name: '说明' })).not.toHaveAttribute('aria-required');

  await page.context().clearCookies(); // signed out: the activities and products are the merchandiser's
  await staffSignIn(page, STAFF.merchandiser, '/admin/activities');
  const productId = page.getByRole('textbox', { name: '商品ID' }).first();
  await expect(productId).toHaveAttribute('aria-required', 'true');
  await expect(productId).toHaveAccessibleDescription('见商品编辑页标题下的「商品ID」');
  await page.goto('/admin/products/new');
  await hydrated(page);
  const code = page.getByRole('textbox', { name: '商品编号' });
  await expect(code).toHaveAttribute('aria-required', 'true');
  await expect(code).toHaveAccessibleDescription('2-32位字母、数字或短横线');
});

test('申请售后 sent from the keyboard: each message under its field, focus on the first, nothing sent', async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/myOrder');
  const orders: { id: number; state: string }[] = (await (await page.request.get('/api/order/list?limit=50')).json()).data.list;
  await page.goto(`/submitAS?orderId=${orders.find((o) => o.state === 'unshipped')!.id}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: '申请售后' });
  const submit = form.getByRole('button', { name: '提交申请' });
  const reason = form.getByRole('combobox', { name: '售后原因' });
  await pressOn(submit, 'Enter');
  await expect(reason, `focus on 售后原因 (now on ${await focused(page)})`).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription('请选择售后原因');
  // Chosen from the keyboard, its message goes; a refund above what may be refunded is the next one said.
  await page.keyboard.press('ArrowDown');
  await expect(reason).not.toHaveAttribute('aria-invalid');
  const amount = form.getByRole('textbox', { name: '退款金额（元）' });
  await amount.fill('999999');
  await pressOn(submit, 'Enter');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAccessibleDescription(/^退款金额不能超过¥/);
  await expect(page).toHaveURL(/\/submitAS\?/);
});

test('我的订单: a refused 取消订单 leaves focus on the button pressed, with the refusal said', async ({ page }) => {
  const c = await approvedCompany();
  const sku = (await skus(process.env.E2E_DATA_DIR!, 5)).find((s) => s.stock > 20)!;
  const placed = await placeOrder(c.api, sku);
  expect(placed.status, placed.msg).toBe(200);
  await loginByPassword(page, c.phone, 'abc12345', '/myOrder');
  // Meanwhile the order is cancelled elsewhere (another tab, a colleague): this page still offers 取消订单.
  expect((await c.api.post('/api/order/cancel', { id: placed.data.orderId })).status).toBe(200);
  const cancel = page.getByRole('button', { name: '取消订单' });
  await pressOn(cancel, 'Enter');
  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#toast-host .toast-error')).toBeVisible();
  await expect(cancel, `focus stays on 取消订单 (now on ${await focused(page)})`).toBeFocused();
  await expect(cancel).not.toHaveAttribute('aria-disabled');
});

test('tabs: 密码登录/验证码登录 and the coupons’ states are one Tab stop, the arrow keys choose', async ({ page, request }) => {
  await page.goto('/login');
  await hydrated(page);
  const methods = page.getByRole('tablist', { name: '登录方式' });
  const byPassword = methods.getByRole('tab', { name: '密码登录' });
  const byCode = methods.getByRole('tab', { name: '验证码登录' });
  await pressOn(byPassword, 'ArrowRight');
  await expect(byCode).toBeFocused();
  await expect(byCode).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
  // The next Tab leaves the tab list for the phone field (the other tab is not a stop of its own).
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('手机号')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(byCode).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(byPassword).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('密码', { exact: true })).toBeVisible();

  const c = await freshCompany(request);
  await loginByPassword(page, c.phone, c.password, '/coupon');
  const states = page.getByRole('tablist', { name: '优惠券状态' });
  const tabs = states.getByRole('tab');
  await pressOn(tabs.first(), 'End');
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight'); // wraps to the first
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toBeFocused();
});

/** Marks the one live region inside `scope` as served (before a change) and returns its text. */
async function servedTotal(scope: Locator) {
  const live = scope.locator('[aria-live]');
  await expect(live, 'one live region, not one per row').toHaveCount(1);
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveAttribute('role', 'status');
  await live.evaluate((el) => (el.dataset.served = '1'));
  return (await live.textContent())!;
}

test('cart and checkout: a changed total is said by the page’s one polite live region', async ({ page, request }) => {
  const c = await approvedCompany();
  const p = await productOf(request, 4);
  await loginByPassword(page, c.phone, 'abc12345', detailPath(p));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await page.goto('/cart/shoppingCart');
  await hydrated(page);

  const cart = page.locator('.cart');
  const before = await servedTotal(cart);
  expect(before).toContain('合计');
  await pressOn(page.getByRole('button', { name: '增加数量' }), 'Enter');
  await expect(page.locator('.cart[aria-busy]')).toHaveCount(0);
  const total = cart.locator('[aria-live][data-served]');
  await expect(total, 'the served region now says the new total').not.toHaveText(before);
  await expect(total).toContainText(/合计（不含运费）：¥/);

  // The checkout's 应付金额: a change answered with another amount (here the preview's payable raised by ¥1) is said.
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/cart\/settlement\?/);
  await hydrated(page);
  const sum = page.locator('.settlement .sum');
  const payable = await servedTotal(sum);
  expect(payable).toContain('应付金额');
  await page.route('**/api/order/confirm', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.totals.payable += 100;
    await route.fulfill({ response, json: body });
  });
  await pressOn(page.getByRole('radiogroup', { name: '发票类型' }).getByRole('radio', { name: '不开发票' }), 'ArrowRight');
  const said = sum.locator('[aria-live][data-served]');
  await expect(said).not.toHaveText(payable);
  expect(fen(await said.textContent())).toBe(fen(payable) + 100);
});

const HELD_REFUSAL = '测试：请求被拒绝';

/**
 * Presses `button` from the keyboard with the answer to `url` held back (then a refusal): while the call runs the
 * button is aria-disabled and keeps focus (disabled, it dropped focus to the page's top), and it is pressable again
 * once the answer is in. `confirm`: the press asks the store's 提示 first, answered 确定 from the keyboard.
 */
async function pressWhileHeld(page: Page, url: string, button: Locator, confirm = false) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let reached!: () => void;
  const called = new Promise<void>((r) => (reached = r));
  await page.route(`**${url}`, async (route) => {
    reached();
    await held;
    await route.fulfill({ status: 409, json: { status: 409, msg: HELD_REFUSAL, data: null } });
  });
  await pressOn(button, 'Enter');
  if (confirm) {
    await expect(page.getByRole('alertdialog').getByRole('button', { name: '取消' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  }
  await called;
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button, `${url}: focus stays on the button while it sends (now on ${await focused(page)})`).toBeFocused();
  release();
  await expect(page.getByText(HELD_REFUSAL).first()).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-disabled');
  await page.unroute(`**${url}`);
}

test('forms keep focus on their button while they send: sign-in, staff sign-in, an address, the help editor, a back-office action', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('手机号').fill(DEMO.main);
  await page.getByLabel('密码', { exact: true }).fill('wrong-password1');
  await pressWhileHeld(page, '/api/login', page.getByRole('button', { name: '登录', exact: true }));

  // The staff sign-in too (found by its type: while it sends, it reads 登录中…).
  await page.goto('/admin/login');
  await hydrated(page);
  await page.getByLabel('登录名或手机号').fill(STAFF.operator);
  await page.getByLabel('密码', { exact: true }).fill('wrong-password1');
  await pressWhileHeld(page, '/api/admin/login', page.locator('form button[type=submit]'));

  await loginFresh(page, request, '/address');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await fillAddress(dialog, { realName: '周收货', phone: '13912345678', region: ['广东省', '深圳市', '南山区'], detail: '科技园9号' });
  await pressWhileHeld(page, '/api/address/edit', dialog.getByRole('button', { name: '保存' }));

  await staffSignIn(page, STAFF.editor, '/admin/help?type=YinSi');
  await hydrated(page);
  await page.getByLabel('修改说明').fill('浏览器测试：发送中');
  await pressWhileHeld(page, '/api/admin/help/save', page.getByRole('button', { name: '保存并发布' }));

  await page.context().clearCookies();
  await staffSignIn(page, STAFF.operator, '/admin/orders?state=unshipped');
  await page.getByRole('table').getByRole('link').first().click();
  await hydrated(page);
  const ship = page.getByRole('form', { name: '发货' });
  await ship.getByRole('textbox', { name: /^物流公司/ }).fill('顺丰速运');
  await ship.getByRole('textbox', { name: /^物流单号/ }).fill('SF1234567890');
  await expect(ship.getByRole('button', { name: '发货' })).toBeVisible();
  // Found by its type: while it sends, it reads 处理中….
  await pressWhileHeld(page, '/api/admin/order/ship', ship.locator('button[type=submit]'), true);
});

/** Answers the open 提示 confirmation 确定 from the keyboard (focus starts on 取消). */
async function confirmByKeyboard(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * A new approved company's 消息通知, open with two unread notices: its approval's and an order's the platform cancelled
 * (the buyer's own moves make none).
 */
async function openNotices(page: Page) {
  const c = await approvedCompany();
  const sku = (await skus(process.env.E2E_DATA_DIR!, 5)).find((s) => s.stock > 20)!;
  const placed = await placeOrder(c.api, sku);
  expect(placed.status, placed.msg).toBe(200);
  await ops('order:cancel', String(placed.data.orderId), '--reason', '浏览器测试');
  await loginByPassword(page, c.phone, 'abc12345', '/orderInform');
  await hydrated(page);
}

test('消息通知: 全部标为已读 pressed from the keyboard turns itself off and hands focus to the list, not to the page’s top', async ({
  page,
}) => {
  await openNotices(page);
  await expect(page.getByRole('listitem', { name: /^未读：/ }).first()).toBeVisible();
  const all = page.getByRole('button', { name: '全部标为已读' });
  await pressOn(all, 'Enter');
  await expect(page.getByRole('listitem', { name: /^未读：/ })).toHaveCount(0);
  await expect(all).toBeDisabled();
  await expect(page.getByRole('list', { name: '消息列表' }), `focus on the list (now on ${await focused(page)})`).toBeFocused();
});

test('我的足迹: 清空足迹 pressed and confirmed from the keyboard hands focus to the heading once it turns off', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  const p = await productOf(request, 4);
  await loginByPassword(page, c.phone, c.password, detailPath(p));
  await page.goto('/footprint');
  await hydrated(page);
  await expect(page.getByText('共 1 条')).toBeVisible();
  const clear = page.getByRole('button', { name: '清空足迹' });
  await pressOn(clear, 'Enter');
  await confirmByKeyboard(page);
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
  await expect(clear).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: '我的足迹' }), `now on ${await focused(page)}`).toBeFocused();
});

test('我的收藏: 取消收藏所选 hands focus to the heading once nothing is chosen; the pager’s last 下一页 and first 上一页 to the other', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  // One more than a page (12) and one to remove: two pages after the removal too.
  const products = (await (await request.get('/api/products?limit=20')).json()).data.list as { id: number }[];
  expect(products.length).toBeGreaterThanOrEqual(14);
  for (const p of products.slice(0, 14)) {
    const r = await (
      await request.post('/api/collect/add', { headers: { authorization: `Bearer ${c.token}` }, data: { id: p.id, category: 'collect' } })
    ).json();
    expect(r.status, r.msg).toBe(200);
  }
  await loginByPassword(page, c.phone, c.password, '/favorites');
  await hydrated(page);
  await pressOn(page.getByRole('checkbox').first(), 'Space');
  const removeChosen = page.getByRole('button', { name: '取消收藏所选' });
  await pressOn(removeChosen, 'Enter');
  await confirmByKeyboard(page);
  await expect(page.getByText('共 13 件')).toBeVisible();
  await expect(removeChosen).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: '我的收藏' }), `now on ${await focused(page)}`).toBeFocused();

  const [prev, next] = [page.getByRole('button', { name: '上一页' }), page.getByRole('button', { name: '下一页' })];
  await pressOn(next, 'Enter');
  await expect(page.getByText('第 2 / 2 页')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(prev, `now on ${await focused(page)}`).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('第 1 / 2 页')).toBeVisible();
  await expect(next, `now on ${await focused(page)}`).toBeFocused();
  // A card's own 取消收藏 goes with its card: focus goes to the 取消收藏 of the card now in its place.
  const cardRemoves = page.getByRole('list', { name: '收藏的商品' }).getByRole('button', { name: /^取消收藏/ });
  const secondName = (await cardRemoves.nth(1).getAttribute('aria-label'))!;
  await pressOn(cardRemoves.first(), 'Enter');
  await confirmByKeyboard(page);
  await expect(page.getByText('共 12 件')).toBeVisible();
  await expect(page.getByRole('button', { name: secondName, exact: true }), `now on ${await focused(page)}`).toBeFocused();
});

test('我的足迹: 删除 hands focus to the 删除 of the entry now in its place, the last day’s 删除当天 to the heading', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  const [p1, p2] = [await productOf(request, 4), await productOf(request, 4, 1)];
  await loginByPassword(page, c.phone, c.password, detailPath(p1));
  await page.goto(detailPath(p2));
  await page.goto('/footprint');
  await hydrated(page);
  await expect(page.getByText('共 2 条')).toBeVisible();
  const removes = page.getByRole('button', { name: /^删除足迹/ });
  const secondName = (await removes.nth(1).getAttribute('aria-label'))!;
  await pressOn(removes.first(), 'Enter');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(page.getByRole('button', { name: secondName, exact: true }), `now on ${await focused(page)}`).toBeFocused();
  await pressOn(page.getByRole('button', { name: /^删除当天/ }), 'Enter');
  await confirmByKeyboard(page);
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '我的足迹' }), `now on ${await focused(page)}`).toBeFocused();
});

test('消息通知: a notice’s 标为已读 hands focus to the next unread one’s, the last to the list', async ({ page }) => {
  await openNotices(page);
  const unread = page.getByRole('listitem', { name: /^未读：/ });
  await expect(unread.nth(1)).toBeVisible();
  const n = await unread.count();
  await unread
    .nth(1)
    .getByRole('button', { name: '标为已读' })
    .evaluate((b) => b.setAttribute('data-second', ''));
  await pressOn(unread.first().getByRole('button', { name: '标为已读' }), 'Enter');
  await expect(unread).toHaveCount(n - 1);
  await expect(page.locator('[data-second]'), `now on ${await focused(page)}`).toBeFocused();
  for (let left = n - 1; left > 0; left--) {
    await page.keyboard.press('Enter');
    await expect(unread).toHaveCount(left - 1);
  }
  await expect(page.getByRole('list', { name: '消息列表' }), `now on ${await focused(page)}`).toBeFocused();
});

test('地址管理: the address that fills the book, saved from the keyboard, hands focus to the note that says why 新增 is off', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  await fillAddressBook(request, c.token, ADDRESS_LIMIT - 1);
  await loginByPassword(page, c.phone, c.password, '/address');
  await hydrated(page);
  const add = page.getByRole('button', { name: '新增收货地址' });
  await pressOn(add, 'Enter');
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await fillAddress(dialog, { realName: '满额收货', phone: '13912345678', region: ['广东省', '深圳市', '南山区'], detail: '科技园20号' });
  await pressOn(dialog.getByRole('button', { name: '保存' }), 'Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`已有 ${ADDRESS_LIMIT}/${ADDRESS_LIMIT} 个地址`)).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(page.getByText(limitReached(ADDRESS_LIMIT, '地址')), `now on ${await focused(page)}`).toBeFocused();
});

test('cart: two specs of one product are two lines whose check box and quantity say the spec, as their 删除 does', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  const bySku = await skus(process.env.E2E_DATA_DIR!, 5);
  const [first, second] = bySku
    .filter((s, _, all) => s.stock > 2 * s.minQty && all.filter((o) => o.productId === s.productId && o.stock > 2 * o.minQty).length > 1)
    .filter((s, _, ok) => s.productId === ok[0]!.productId);
  expect(second, 'a product with two specs in stock').toBeDefined();
  for (const s of [first!, second!]) {
    const r = await request.post('/api/car', {
      headers: { authorization: `Bearer ${c.token}` },
      data: { productId: s.productId, skuId: s.skuId, num: s.minQty, kind: 'cart' },
    });
    const body = await r.json();
    expect(body.status, body.msg).toBe(200);
  }
  await loginByPassword(page, c.phone, c.password, '/cart/shoppingCart');
  await hydrated(page);
  const rows = page.locator('.cart-table tbody tr');
  await expect(rows).toHaveCount(2);
  const names = new Set<string>();
  for (const row of await rows.all()) {
    const goods = (await row.getByRole('link').textContent())!.trim();
    const spec = (await row.locator('.goods .muted').first().textContent())!.trim();
    expect(spec).not.toBe('');
    await expect(row.getByRole('button', { name: '删除' })).toHaveAccessibleName(`删除 ${goods} ${spec}`);
    await expect(row.getByRole('checkbox')).toHaveAccessibleName(`选择 ${goods} ${spec}`);
    await expect(row.getByRole('textbox')).toHaveAccessibleName(`${goods} ${spec} 数量`);
    names.add((await row.getByRole('checkbox').getAttribute('aria-label'))!);
  }
  expect(names.size, 'the two lines’ check boxes sound different').toBe(2);
});

test('product detail: a refused quantity is said once, by its field (no toast), and 加入购物车 puts focus on it', async ({
  page,
  request,
}) => {
  const c = await freshCompany(request);
  // A product sold in steps (起订 above 1): 1 is refused.
  const p = await productOf(request, 4);
  await loginByPassword(page, c.phone, c.password, detailPath(p));
  const qty = page.getByRole('spinbutton', { name: '数量' });
  const min = await qty.inputValue();
  await qty.fill('1');
  const message = page.locator('[data-error]');
  await expect(message).toHaveText(/起订/);
  const said = (await message.textContent())!;

  // Every toast shown from now on (one lasts 1.2 s: a later look would miss it).
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
    new MutationObserver((changes) => {
      for (const c of changes) for (const n of c.addedNodes) if (n instanceof HTMLElement && n.matches('.toast')) seen.push(n.textContent!);
    }).observe(document.getElementById('toast-host')!, { childList: true, subtree: true });
  });
  await pressOn(page.getByRole('button', { name: '加入购物车' }), 'Enter');
  await expect(qty, `focus on the field to correct (now on ${await focused(page)})`).toBeFocused();
  await page.waitForTimeout(200); // a toast shows at once; give it a moment all the same
  expect(await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts), 'not said a second time by a toast').toEqual(
    [],
  );
  await expect(message).toHaveText(said);
  // Said by the field itself: marked invalid and described by the message.
  await expect(qty).toHaveAttribute('aria-invalid', 'true');
  const saying = new RegExp(said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(qty).toHaveAccessibleDescription(saying);

  // Corrected, the field is valid again and describes only its hint.
  await qty.fill(min);
  await expect(qty).not.toHaveAttribute('aria-invalid');
  await expect(qty).not.toHaveAccessibleDescription(saying);
  await expect(message).toHaveText('');
});

test('the back office’s list editor: focus follows the row through ↑, ↓, 删除 and 添加 (nothing saved)', async ({ page }) => {
  await staffSignIn(page, STAFF.editor, '/admin/storefront');
  const form = page.getByRole('form', { name: '热搜词' });
  const word = (i: number) => form.getByRole('textbox', { name: `热搜词第${i}项 热搜词` });
  await expect(word(3)).toBeVisible();
  const [first, second, third] = [await word(1).inputValue(), await word(2).inputValue(), await word(3).inputValue()];
  const say = async () => `now on ${await focused(page)}`;
  // ↑ on the second row: it becomes the first, whose ↑ is off, so focus is on its ↓; Enter again moves it back.
  await pressOn(form.getByRole('button', { name: '上移热搜词第2项' }), 'Enter');
  await expect(word(1)).toHaveValue(second);
  await expect(form.getByRole('button', { name: '下移热搜词第1项' }), await say()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(word(2)).toHaveValue(second);
  await expect(form.getByRole('button', { name: '下移热搜词第2项' }), await say()).toBeFocused();
  // Once more down: the same row goes on (it moved two different rows when focus stayed in place).
  await page.keyboard.press('Enter');
  await expect(word(3)).toHaveValue(second);
  await expect(word(2)).toHaveValue(third);
  await expect(word(1)).toHaveValue(first);
  // 删除 hands focus to the 删除 of the row now in its place.
  await pressOn(form.getByRole('button', { name: '删除热搜词第1项' }), 'Enter');
  await expect(word(1)).toHaveValue(third);
  await expect(form.getByRole('button', { name: '删除热搜词第1项' }), await say()).toBeFocused();
  // 添加 puts focus in the new row's field.
  const rows = await form.getByRole('textbox').count();
  await pressOn(form.getByRole('button', { name: '添加热搜词' }), 'Enter');
  await expect(word(rows + 1), await say()).toBeFocused();
  await page.keyboard.type('新词');
  await expect(word(rows + 1)).toHaveValue('新词');
});

// 我的发票's 撤回申请: a request still 待开票 is withdrawn after the personal centre's 提示 dialog; the row says 已撤回
// at once (no reload) and its order is back in 申请开票's form. Requests in other states have no such button. On a
// desktop and on a 390 px phone.
import { expect, test } from '@playwright/test';
import { hydrated, loginByPassword } from './helpers.ts';
import { expectAccessible, PHONE_VIEWPORT } from './account-helpers.ts';
import { approvedCompany, BASE, ops } from './journey-helpers.ts';
import { placeOrder, skus, uploadReceipt } from '../helpers/orders.ts';

/** A company of its own with two paid orders, one on a request 待开票 and one on a request 已驳回. */
async function companyWithRequests() {
  const c = await approvedCompany();
  const sku = (await skus(process.env.E2E_DATA_DIR!, 5)).find((s) => s.stock > 20)!;
  const paid = [];
  for (let i = 0; i < 2; i++) {
    const placed = await placeOrder(c.api, sku);
    expect(placed.status, placed.msg).toBe(200);
    const { orderId, orderNo } = placed.data as { orderId: number; orderNo: string };
    expect((await uploadReceipt(BASE, c.token, orderId)).status).toBe(200);
    await ops('payment:confirm', orderNo);
    paid.push({ id: orderId, orderNo });
  }
  const titleId = (await c.api.get('/api/invoice/form')).data.titles[0].id;
  const apply = async (orderId: number) => {
    const r = await c.api.post('/api/invoice/apply', { orderIds: [orderId], titleId });
    expect(r.status, r.msg).toBe(200);
    return r.data as { id: number; invoiceNo: string };
  };
  const pending = await apply(paid[0]!.id);
  const rejected = await apply(paid[1]!.id);
  await ops('invoice:reject', rejected.invoiceNo, '抬头有误');
  return { c, pending, rejected, order: paid[0]! };
}

for (const [screen, viewport] of [
  ['desktop', null],
  ['390 px phone', PHONE_VIEWPORT],
] as const) {
  test(`撤回申请 (${screen}): asks first, then the row says 已撤回 without a reload and the order can be requested again`, async ({
    page,
  }) => {
    const { c, pending, rejected, order } = await companyWithRequests();
    if (viewport) await page.setViewportSize(viewport);
    await loginByPassword(page, c.phone, 'abc12345', '/invoice');
    await hydrated(page);
    const row = page.getByRole('row').filter({ hasText: pending.invoiceNo });
    const button = row.getByRole('button', { name: `撤回申请 ${pending.invoiceNo}` });
    await expect(row).toContainText('待开票');
    await expect(button).toBeVisible();
    // Only a request still 待开票 offers it.
    await expect(page.getByRole('row').filter({ hasText: rejected.invoiceNo })).toContainText('已驳回');
    await expect(page.getByRole('row').filter({ hasText: rejected.invoiceNo }).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^撤回申请/ })).toHaveCount(1);
    if (viewport) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    // Reloading would lose this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // 取消 changes nothing.
    await button.click();
    const dialog = page.getByRole('alertdialog', { name: '提示' });
    await expect(dialog).toContainText(`确定撤回开票申请 ${pending.invoiceNo} 吗？`);
    // 取消, then 确定 at the right, the whole dialog on the screen.
    const [cancelBox, okBox, dialogBox] = await Promise.all(
      [dialog.getByRole('button', { name: '取消' }), dialog.getByRole('button', { name: '确定' }), dialog].map(
        async (l) => (await l.boundingBox())!,
      ),
    );
    expect(cancelBox.x + cancelBox.width).toBeLessThanOrEqual(okBox.x);
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('待开票');
    expect((await c.api.get('/api/invoice/list?state=requested')).data.total).toBe(1);

    // 确定 withdraws it: the toast, the row's new state, no button left.
    await button.click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('开票申请已撤回')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('已撤回', { exact: true })).toBeVisible();
    await expect(row).not.toContainText('待开票');
    await expect(page.getByRole('button', { name: /^撤回申请/ })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await c.api.get('/api/invoice/list?state=withdrawn')).data.list.map((i: { id: number }) => i.id)).toEqual([pending.id]);

    // The order it covered is in 申请开票's form again; the 已撤回 tab lists the request.
    await page.getByRole('button', { name: '申请开票' }).click();
    const form = page.getByRole('dialog', { name: '申请开票' });
    await expect(form.getByRole('checkbox', { name: order.orderNo })).toBeVisible();
    await form.getByRole('button', { name: '取消' }).click();
    await page.getByRole('link', { name: '已撤回' }).click();
    await expect(page).toHaveURL(/\/invoice\?state=withdrawn$/);
    await expect(page.getByRole('row').filter({ hasText: pending.invoiceNo })).toContainText('已撤回');
  });
}

test('撤回申请 refused because staff rejected the request meanwhile: the toast says why and the row shows it as it is now', async ({
  page,
}) => {
  const { c, pending } = await companyWithRequests();
  await loginByPassword(page, c.phone, 'abc12345', '/invoice');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: pending.invoiceNo });
  await expect(row).toContainText('待开票');
  // Staff decide while the page is open.
  await ops('invoice:reject', pending.invoiceNo, '税号有误');
  await row.getByRole('button', { name: `撤回申请 ${pending.invoiceNo}` }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('该开票申请已驳回，无法撤回')).toBeVisible();
  // It kept saying 待开票 with a button that could not work until a reload.
  await expect(row.getByText('已驳回', { exact: true })).toBeVisible();
  await expect(row).toContainText('原因：税号有误');
  await expect(row.getByRole('button')).toHaveCount(0);
});

// Helpers for the buyer-journey browser tests: fresh approved companies with their sub-accounts, operator
// commands against the test server's data directory, and reading prices off the pages.
import { expect, type Locator, type Page } from '@playwright/test';
import { client } from '../helpers/client.ts';
import { addAddress, newCompany, opsOk, placeOrder, reviewByOps, skus } from '../helpers/orders.ts';
import { newPhone } from './helpers.ts';
import { loginAs } from './store-helpers.ts';

export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4873}`;
export const ops = (...argv: string[]) => opsOk(process.env.E2E_DATA_DIR!, ...argv);
/** The operator's review by command, naming the version of the facts it saw (company:show). */
export const reviewCompanyByOps = (ref: string, decision: 'approve' | 'reject' = 'approve', ...rest: string[]) =>
  reviewByOps(process.env.E2E_DATA_DIR!, ref, decision, ...rest);

export const TITLES = [
  { type: 1, title: '旅程测试默认抬头有限公司', taxNo: '91350100M000100Y43' },
  { type: 1, title: '旅程测试分公司', taxNo: '91440300MA5G3K9X3L' },
] as const;

/** A company registered and approved by the operator, with an address and two normal invoice titles. */
export async function approvedCompany() {
  const c = await newCompany(BASE, process.env.E2E_DATA_DIR!);
  await addAddress(c.api);
  for (const t of TITLES) expect((await c.api.post('/api/billInfo/add', t)).status).toBe(200);
  return c;
}

/** A sub-account of the company (identity admin, buyer or finance); its phone, password abc12345. */
export async function subAccount(main: ReturnType<typeof client>, identity: 'admin' | 'buyer' | 'finance') {
  const phone = newPhone();
  const r = await main.post('/api/son/add', { phone, realName: `旅程${identity}`, identity, password: 'abc12345', confirm: 'abc12345' });
  expect(r.status, r.msg).toBe(200);
  return phone;
}

export const signIn = (page: Page, phone: string) => loginAs(page, phone, 'abc12345');

/** A money figure as shown (¥1,234.50) in integer fen. */
export const fen = (text: string | null) => Math.round(Number((/¥([\d,]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, '')) * 100);
export const fenOf = async (l: Locator) => fen(await l.textContent());

/** The rows of the visible data table (desktop) or card list (phone) that name a product. */
export const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** A fresh company with an unpaid spot-goods order, its main account logged in on the page: the order's id. */
export async function unpaidOrder(page: Page): Promise<number> {
  const dataDir = process.env.E2E_DATA_DIR!;
  const c = await newCompany(BASE, dataDir);
  await addAddress(c.api);
  const sku = (await skus(dataDir, 5)).find((s) => s.stock >= 2 * s.minQty)!;
  const order = await placeOrder(c.api, sku);
  expect(order.status, order.msg).toBe(200);
  await loginAs(page, c.phone, 'abc12345');
  return order.data.orderId;
}

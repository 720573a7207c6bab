import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { DEMO, hydrated } from './helpers.ts';

export const STAFF = { admin: 'admin', operator: 'operator', merchandiser: 'merchandiser', editor: 'editor' } as const;

/** Signs a staff member in through /admin/login and waits for the page it was going to. */
export async function staffSignIn(page: Page, login: string, to = '/admin') {
  await page.goto(`/admin/login?redirect=${encodeURIComponent(to)}`);
  await hydrated(page);
  await page.getByLabel('登录名或手机号').fill(login);
  await page.getByLabel('密码').fill(DEMO.password);
  await expect(page.getByLabel('登录名或手机号')).toHaveValue(login);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await hydrated(page);
}

/** Fills and submits one action form of a detail page, then accepts its confirm dialog. */
export async function act(page: Page, form: string, fill: Record<string, string> = {}, submit?: string) {
  const f = page.getByRole('form', { name: form });
  // The whole label, with or without the required field's marker (" *", hidden from screen readers).
  const labelled = (label: string) => f.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
  for (const [label, value] of Object.entries(fill)) await labelled(label).fill(value);
  await f.getByRole('button', { name: submit ?? form }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
}

/** A buyer's API calls in a test (bearer token), for the buyer's side of a back-office story. */
export async function buyerApi(request: APIRequestContext, phone: string) {
  const login = await (await request.post('/api/login', { data: { phone, password: DEMO.password } })).json();
  const auth = { authorization: `Bearer ${login.data.token}` };
  const json = async (r: Promise<APIResponse>) => (await r).json();
  return {
    token: login.data.token as string,
    get: (path: string) => json(request.get(path, { headers: auth })),
    post: (path: string, data: unknown) => json(request.post(path, { headers: auth, data })),
    upload: (path: string, file: { name: string; mimeType: string; buffer: Buffer }, origin: string) =>
      json(request.post(path, { headers: { ...auth, origin }, multipart: { file } })),
    raw: (path: string) => request.get(path, { headers: auth }),
  };
}

/** The buyer has a delivery address (settlement needs one). */
export async function ensureAddress(buyer: Awaited<ReturnType<typeof buyerApi>>) {
  const list = await buyer.get('/api/address/list');
  if ((list.data?.list ?? list.data ?? []).length) return;
  const r = await buyer.post('/api/order/address', {
    realName: '周青禾',
    phone: '13700000001',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路100号',
  });
  expect(r.status, r.msg).toBe(200);
}

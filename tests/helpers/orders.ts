// Helpers for the order tests: operator commands, fresh approved companies, addresses, goods, orders.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { client, login } from './client.ts';
import { lastSmsCode, newPhone, registration, ROOT } from './server.ts';
import { parseYuan } from '~/lib/shared/yuan.ts';

type Api = ReturnType<typeof client>;

/** `npm run ops -- …` against a data directory (handed to the running server over its socket). */
export function ops(dataDir: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(ROOT, 'scripts/ops.mjs'), ...argv], { env, cwd: ROOT, timeout: 60_000 }, (e, out, err) => {
      resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out: String(out), err: String(err) });
    });
  });
}

export async function opsOk(dataDir: string, ...argv: string[]): Promise<string> {
  const r = await ops(dataDir, ...argv);
  if (r.code !== 0) throw new Error(`ops ${argv.join(' ')} failed (${r.code}): ${r.err || r.out}`);
  return r.out;
}

/** The version of a company's reviewed facts as `ops company:show` prints it: what a review decision must name. */
export async function reviewVersionByOps(dataDir: string, ref: string): Promise<string> {
  const out = await opsOk(dataDir, 'company:show', ref);
  const v = /资料版本：([0-9a-f]{16})/.exec(out)?.[1];
  if (!v) throw new Error(`company:show ${ref} printed no version: ${out}`);
  return v;
}

/** `ops company:approve` (or company:reject with its --reason) naming the version company:show printed. */
export async function reviewByOps(dataDir: string, ref: string, decision: 'approve' | 'reject' = 'approve', ...rest: string[]) {
  return opsOk(dataDir, `company:${decision}`, ref, '--version', await reviewVersionByOps(dataDir, ref), ...rest);
}

/** Registers a company (SMS code from the outbox) and, unless told otherwise, approves it by the operator command. */
export async function newCompany(base: string, dataDir: string, opts: { approve?: boolean } = {}) {
  const phone = newPhone();
  const anon = client(base);
  const v = await anon.post('/api/register/verify', { phone, purpose: 'register' });
  if (v.status !== 200) throw new Error('verify failed: ' + v.msg);
  const code = lastSmsCode(dataDir, phone, 'register');
  const password = 'abc12345';
  const r = await anon.post('/api/register', registration(`订单测试${phone}有限公司`, phone, code!, password));
  if (r.status !== 200) throw new Error('register failed: ' + r.msg);
  if (opts.approve !== false) await reviewByOps(dataDir, phone);
  const l = await login(base, phone, password);
  return { phone, ...l };
}

export async function addAddress(api: Api, province = '上海市') {
  const r = await api.post('/api/order/address', {
    realName: '测试收货人',
    phone: '13912345678',
    province,
    city: '上海市',
    district: '浦东新区',
    // Each call a new address: an account refuses a copy of one it has (该收货地址已存在).
    detail: `张江路88号${randomUUID().slice(0, 8)}室`,
  });
  if (r.status !== 200) throw new Error('address failed: ' + r.msg);
  return r.data.id as number;
}

export interface Sku {
  skuId: number;
  skuCode: string;
  productId: number;
  type: number;
  stock: number;
  minQty: number;
  stepQty: number;
  /** Fen (stock:list prints it as the store shows money). */
  price: number;
  name: string;
}

export async function skus(dataDir: string, type: number, limit = 200): Promise<Sku[]> {
  const out = await opsOk(dataDir, 'stock:list', '--type', String(type), '--limit', String(limit));
  return out
    .trim()
    .split('\n')
    .map((l) => {
      const [skuId, skuCode, productId, t, stock, minQty, stepQty, price, name] = l.split('\t');
      return {
        skuId: Number(skuId),
        skuCode: skuCode!,
        productId: Number(productId),
        type: Number(t),
        stock: Number(stock),
        minQty: Number(minQty),
        stepQty: Number(stepQty),
        price: parseYuan(price!.replace(/[¥,]/g, '')) ?? NaN,
        name: name!,
      };
    });
}

let keySeq = 0;
export const idemKey = () => `t${process.pid}x${Date.now().toString(36)}x${++keySeq}`;

export async function placeOrder(api: Api, sku: Sku, num = sku.minQty, extra: Record<string, unknown> = {}) {
  return api.post('/api/order/create', {
    buyNow: { productId: sku.productId, skuId: sku.skuId, num },
    idempotencyKey: idemKey(),
    ...extra,
  });
}

/** A small real PNG (the upload module sniffs and re-encodes images). */
export async function pngBytes(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 120, height: 80, channels: 3, background: '#e0e0e0' } })
      .png()
      .toBuffer(),
  );
}

export async function uploadReceipt(base: string, token: string, orderId: number, bytes?: Uint8Array, name = '回单.png') {
  const form = new FormData();
  form.append('file', new Blob([(bytes ?? (await pngBytes())) as Uint8Array<ArrayBuffer>]), name);
  // Browsers send Origin with a same-site upload; Astro's origin check refuses multipart posts without it.
  return client(base, token).call('POST', `/api/order/receipt?id=${orderId}`, form, { origin: base });
}

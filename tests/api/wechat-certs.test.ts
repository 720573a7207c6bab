// WeChat Pay platform certificates at the domain level, against the fake WeChat server, with a moved clock: when they
// are downloaded, which ones verify (validity, serial, signature), and what is refused and never stored.
import { createPrivateKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { domainDb } from '../helpers/domain-db.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { PlatformCerts } from '~/lib/server/payments/wechat-certs.ts';
import { wechatPlatformCerts } from '~/lib/server/db/schema/index.ts';
import type { WechatSettings } from '~/lib/server/payments/wechat-config.ts';

const HOUR = 3600_000;
let d: Awaited<ReturnType<typeof domainDb>>;
let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let settings: WechatSettings;

beforeAll(async () => {
  d = await domainDb(inject('dbDriver'));
  // A certificate that expires in 7.5 days: close to its end, as before a rotation.
  fake = await startFakeWechat({ certDays: 7.5 });
  settings = {
    mchId: fake.settings.mchId,
    appId: fake.settings.appId,
    serialNo: fake.settings.serialNo,
    privateKey: createPrivateKey(fake.settings.merchantKey),
    platformPem: '',
    platformSerial: '',
    apiV3Key: fake.apiV3Key,
    notifyUrl: 'https://shop.example.test/api/pay/wechat/notify',
    baseUrl: fake.url,
  };
});
afterAll(async () => {
  await fake?.close();
  await d?.dispose();
});

const stored = async () =>
  (await d.db.select({ serial: wechatPlatformCerts.serialNo }).from(wechatPlatformCerts)).map((r) => r.serial).sort();

describe('WeChat Pay platform certificates', () => {
  it('are downloaded when none is stored, then when the newest expires within 7 days (until WeChat rotates) or every 12 hours', async () => {
    const certs = new PlatformCerts(settings, async () => d.db);
    const t0 = Date.now();
    const at = (h: number) => new Date(t0 + h * HOUR);
    expect(await certs.refreshIfDue(at(0))).toBe(true);
    expect(fake.stats.certDownloads).toBe(1);
    const first = fake.current().serial;
    expect(await stored()).toEqual([first]);
    // It expires 179 h from now: not due at +10 h (169 h left), due at +11.5 h (167.5 h left, under 7 days).
    expect(await certs.refreshIfDue(at(10))).toBe(false);
    expect(await certs.refreshIfDue(at(11.5))).toBe(true);
    expect(fake.stats.certDownloads).toBe(2);
    // WeChat issues the next certificate: downloaded, both kept; nothing more is due until 12 hours later.
    const second = await fake.rotate(365);
    expect(await certs.refreshIfDue(at(11.6))).toBe(true);
    expect(await stored()).toEqual([first, second].sort());
    expect(await certs.refreshIfDue(at(11.7))).toBe(false);
    expect(await certs.refreshIfDue(at(12.5))).toBe(true);
    expect(fake.stats.certDownloads).toBe(4);
  });

  it('a message verifies with any stored certificate within its validity; not after it expired, not with an unknown serial or a changed body', async () => {
    const certs = new PlatformCerts(settings, async () => d.db);
    const [old, current] = fake.issued();
    const body = JSON.stringify({ hello: '微信' });
    expect(await certs.verify(new Headers(fake.signed(body, old!.serial)), body)).toBe(true);
    expect(await certs.verify(new Headers(fake.signed(body, current!.serial)), body)).toBe(true);
    expect(await certs.verify(new Headers(fake.signed(body)), body + ' ')).toBe(false);
    // The old certificate, once past its end.
    expect(await certs.keyFor(old!.serial, new Date(old!.notAfter.getTime() + 1000))).toBeNull();
    expect(await certs.keyFor(current!.serial, new Date(old!.notAfter.getTime() + 1000))).not.toBeNull();
    // A serial WeChat never issued: one look-up (a download), then refused without asking again within the minute.
    const before = fake.stats.certDownloads;
    const forged = { ...fake.signed(body), 'Wechatpay-Serial': '0123456789ABCDEF' };
    expect(await certs.verify(new Headers(forged), body)).toBe(false);
    expect(await certs.verify(new Headers(forged), body)).toBe(false);
    expect(fake.stats.certDownloads).toBe(before + 1);
    // A stale timestamp.
    const stale = { ...fake.signed(body), 'Wechatpay-Timestamp': String(Math.floor(Date.now() / 1000) - 600) };
    expect(await certs.verify(new Headers(stale), body)).toBe(false);
  });

  it('a download decrypted with a wrong APIv3 key stores nothing', async () => {
    await d.db.delete(wechatPlatformCerts);
    const wrong = new PlatformCerts({ ...settings, apiV3Key: 'x'.repeat(32) }, async () => d.db);
    await expect(wrong.download()).rejects.toThrow('微信支付平台证书解密失败');
    expect(await stored()).toEqual([]);
  });

  it('the environment certificate is a bootstrap: it verifies for its serial beside downloaded ones', async () => {
    const boot = fake.current();
    const certs = new PlatformCerts({ ...settings, platformPem: boot.cert, platformSerial: '' }, async () => d.db);
    const body = '{}';
    const before = fake.stats.certDownloads;
    expect(await certs.verify(new Headers(fake.signed(body, boot.serial)), body)).toBe(true);
    expect(fake.stats.certDownloads).toBe(before);
  });
});

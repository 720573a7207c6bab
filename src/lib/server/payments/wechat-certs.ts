// WeChat Pay platform certificates. WeChat signs its answers and notifications with a platform certificate that
// it rotates; the list of current ones comes from GET /v3/certificates (a signed request), each encrypted with the
// APIv3 key (AEAD_AES_256_GCM, which also proves it comes from WeChat). They are kept in the database
// (wechat_platform_certs), shared by every app server, and:
//  - downloaded again every 12 hours, and whenever the newest one expires within 7 days (the 'wechat-certs' job,
//    one server per round, background.ts);
//  - downloaded at once (at most once a minute per server) when a message names a serial nobody has yet: a rotation
//    is picked up by the first notification signed with the new certificate, without a restart;
//  - used while valid: a message signed by any certificate within its validity verifies.
// WECHAT_PAY_PLATFORM_CERT (+ WECHAT_PAY_PLATFORM_SERIAL) stays an optional bootstrap: a certificate or a
// "WeChat Pay public key" (merchants on the public-key mode have no /v3/certificates) accepted beside the downloaded ones.
import { X509Certificate, createPublicKey, type KeyObject } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { wechatPlatformCerts } from '~/lib/server/db/schema/index.ts';
import { log } from '~/lib/server/log.ts';
import { ProviderError } from './provider.ts';
import type { WechatSettings } from './wechat-config.ts';
import { decryptResource, signMessage, signatureValid, signedHeaders } from './wechat-sign.ts';

export const REFRESH_EVERY_MS = 12 * 3600_000;
export const RENEW_BEFORE_MS = 7 * 86400_000;
/** Downloads are at least this far apart (a burst of messages with a new serial makes one). */
const MIN_DOWNLOAD_GAP_MS = 5_000;
/** The same unknown serial is looked up again at most this often (a forged serial cannot make us hammer WeChat). */
const UNKNOWN_SERIAL_RETRY_MS = 60_000;

interface PlatformKey {
  serial: string;
  key: KeyObject;
  notBefore: Date;
  notAfter: Date;
}

function parsePem(pem: string): { serial: string; key: KeyObject; notBefore: Date; notAfter: Date } {
  const x = new X509Certificate(pem);
  return { serial: x.serialNumber.toUpperCase(), key: x.publicKey, notBefore: new Date(x.validFrom), notAfter: new Date(x.validTo) };
}

export class PlatformCerts {
  private keys = new Map<string, PlatformKey>();
  private lastAttempt = 0;
  /** Downloads made for unknown serials: concurrent messages with the same serial wait for the same one. */
  private lookups = new Map<string, { at: number; done: Promise<void> }>();
  private inflight: Promise<number> | null = null;
  private readonly s: WechatSettings;
  private readonly db: () => Promise<DB>;
  /** The bootstrap key from the environment: by its serial, or for any serial when none was given. */
  private readonly bootstrap: { serial: string; key: KeyObject; notAfter: Date | null } | null;

  constructor(s: WechatSettings, db: () => Promise<DB>) {
    this.s = s;
    this.db = db;
    this.bootstrap = null;
    if (s.platformPem) {
      let cert: ReturnType<typeof parsePem> | null = null;
      try {
        cert = parsePem(s.platformPem);
      } catch {
        /* a bare public key */
      }
      this.bootstrap = cert
        ? { serial: s.platformSerial || cert.serial, key: cert.key, notAfter: cert.notAfter }
        : { serial: s.platformSerial, key: createPublicKey(s.platformPem), notAfter: null };
    }
  }

  private validKey(serial: string, now: Date): KeyObject | null {
    const k = this.keys.get(serial);
    if (k && k.notBefore <= now && now < k.notAfter) return k.key;
    const b = this.bootstrap;
    if (b && (!b.serial || b.serial === serial) && (!b.notAfter || now < b.notAfter)) return b.key;
    return null;
  }

  /** Reads the stored certificates (every server's downloads). */
  async load(): Promise<PlatformKey[]> {
    const rows = await (await this.db()).select().from(wechatPlatformCerts).orderBy(desc(wechatPlatformCerts.expiresAt));
    const next = new Map<string, PlatformKey>();
    for (const r of rows) {
      try {
        const c = parsePem(r.certificate);
        next.set(r.serialNo, { serial: r.serialNo, key: c.key, notBefore: r.effectiveAt, notAfter: r.expiresAt });
      } catch (e) {
        log.error('wechat pay: a stored platform certificate does not parse', { serial: r.serialNo, error: String(e) });
      }
    }
    this.keys = next;
    return [...next.values()];
  }

  /** The verifying key for a message's serial, downloading the list when the serial is new (see the header). */
  async keyFor(serial: string, now = new Date()): Promise<KeyObject | null> {
    const hit = this.validKey(serial, now);
    if (hit) return hit;
    await this.load();
    if (this.validKey(serial, now)) return this.validKey(serial, now);
    let l = this.lookups.get(serial);
    if (!l || Date.now() - l.at >= UNKNOWN_SERIAL_RETRY_MS) {
      if (this.lookups.size >= 100) this.lookups.clear();
      l = { at: Date.now(), done: this.lookUp(serial) };
      this.lookups.set(serial, l);
    }
    await l.done;
    return this.validKey(serial, now);
  }

  private async lookUp(serial: string): Promise<void> {
    log.info('wechat pay: unknown platform certificate serial, downloading the list', { serial });
    try {
      const wait = this.lastAttempt + MIN_DOWNLOAD_GAP_MS - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await this.download();
    } catch (e) {
      log.warn('wechat pay: downloading platform certificates failed: ' + (e instanceof Error ? e.message : String(e)));
    }
  }

  /** Verifies a signed answer or notification: fresh timestamp and a signature by a valid platform certificate. */
  async verify(headers: Headers, body: string): Promise<boolean> {
    const h = signedHeaders(headers);
    if (!h) return false;
    const key = await this.keyFor(h.serial);
    return !!key && signatureValid(key, h, body);
  }

  /** Downloads /v3/certificates, checks and stores every certificate in it; returns how many. One download at a time. */
  download(): Promise<number> {
    return (this.inflight ??= this.fetchAndStore().finally(() => (this.inflight = null)));
  }

  private async fetchAndStore(): Promise<number> {
    this.lastAttempt = Date.now();
    const path = '/v3/certificates';
    let res: Response;
    try {
      res = await fetch(this.s.baseUrl + path, {
        headers: { authorization: signMessage(this.s, 'GET', path, ''), accept: 'application/json', 'user-agent': 'qili-print-mall' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (e) {
      throw new ProviderError('微信支付平台证书下载失败：' + (e instanceof Error ? e.message : String(e)));
    }
    const text = await res.text();
    if (res.status !== 200) throw new ProviderError(`微信支付平台证书下载失败（${res.status}）`);
    let list: { serial_no?: unknown; effective_time?: unknown; expire_time?: unknown; encrypt_certificate?: any }[];
    try {
      list = JSON.parse(text).data;
      if (!Array.isArray(list) || !list.length) throw new Error('empty');
    } catch {
      throw new ProviderError('微信支付平台证书应答格式错误');
    }
    const certs: { serial: string; pem: string; notBefore: Date; notAfter: Date; key: KeyObject }[] = [];
    for (const item of list) {
      const enc = item.encrypt_certificate;
      if (enc?.algorithm !== 'AEAD_AES_256_GCM') throw new ProviderError('不支持的证书加密算法');
      let pem: string;
      try {
        pem = decryptResource(this.s.apiV3Key, enc);
      } catch {
        throw new ProviderError('微信支付平台证书解密失败（请核对APIv3密钥）');
      }
      const c = parsePem(pem);
      if (c.serial !== String(item.serial_no ?? '').toUpperCase()) throw new ProviderError('微信支付平台证书序列号不符');
      certs.push({ ...c, pem });
    }
    // The answer itself is signed by one of the certificates it carries (or one we already trust).
    const h = signedHeaders(res.headers);
    const signer = h && (certs.find((c) => c.serial === h.serial)?.key ?? this.validKey(h.serial, new Date()));
    if (!h || !signer || !signatureValid(signer, h, text)) throw new ProviderError('微信支付平台证书应答签名验证失败');

    const db = await this.db();
    for (const c of certs) {
      await db
        .insert(wechatPlatformCerts)
        .values({ serialNo: c.serial, certificate: c.pem, effectiveAt: c.notBefore, expiresAt: c.notAfter, fetchedAt: sql`now()` })
        .onConflictDoUpdate({
          target: wechatPlatformCerts.serialNo,
          set: { certificate: c.pem, effectiveAt: c.notBefore, expiresAt: c.notAfter, fetchedAt: sql`now()` },
        });
    }
    await this.load();
    log.info(`wechat pay: ${certs.length} platform certificate(s) stored`, { serials: certs.map((c) => c.serial) });
    return certs.length;
  }

  /** The timed job: downloads when none is stored, the last download is 12 hours old, or the newest expires within 7 days. */
  async refreshIfDue(now = new Date()): Promise<boolean> {
    const db = await this.db();
    const [last] = await db
      .select({ fetchedAt: sql<Date>`max(${wechatPlatformCerts.fetchedAt})`, expiresAt: sql<Date>`max(${wechatPlatformCerts.expiresAt})` })
      .from(wechatPlatformCerts);
    const fetchedAt = last?.fetchedAt ? new Date(last.fetchedAt) : null;
    const expiresAt = last?.expiresAt ? new Date(last.expiresAt) : null;
    const due =
      !fetchedAt ||
      !expiresAt ||
      now.getTime() - fetchedAt.getTime() >= REFRESH_EVERY_MS ||
      expiresAt.getTime() - now.getTime() <= RENEW_BEFORE_MS;
    if (!due) return false;
    await this.download();
    return true;
  }
}

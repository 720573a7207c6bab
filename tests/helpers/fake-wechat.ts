// A local stand-in for WeChat Pay API v3 speaking the same protocol: it checks the merchant's request
// signatures, signs its answers and notifications with its current platform certificate, serves its certificates
// at /v3/certificates (encrypted with the APIv3 key) and encrypts notification resources (AES-256-GCM).
// rotate() issues a new platform certificate, as WeChat does. Keys and certificates are generated here, at test time.
import { X509Certificate, createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

const pemPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    pub: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    priv: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  };
};

interface PlatformCert {
  serial: string;
  cert: string;
  priv: string;
  notBefore: Date;
  notAfter: Date;
}

/** A platform certificate (RSA 2048, SHA-256) valid from an hour ago for `days` days. */
async function issueCert(days: number): Promise<PlatformCert> {
  const notBefore = new Date(Date.now() - 3600_000);
  const notAfter = new Date(notBefore.getTime() + days * 86400_000);
  const pems = await generate([{ name: 'commonName', value: 'Tenpay.com fake platform certificate' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: notBefore,
    notAfterDate: notAfter,
  });
  const x = new X509Certificate(pems.cert);
  return {
    serial: x.serialNumber.toUpperCase(),
    cert: pems.cert,
    priv: pems.private,
    notBefore: new Date(x.validFrom),
    notAfter: new Date(x.validTo),
  };
}

export async function startFakeWechat(opts: { certDays?: number } = {}) {
  const merchant = pemPair();
  const issued: PlatformCert[] = [await issueCert(opts.certDays ?? 365)];
  let platform = issued[0]!;
  const mchId = '1900000109';
  const appId = 'wx8888888888888888';
  const serialNo = 'MERCHANTSERIAL0001';
  const apiV3Key = randomBytes(16).toString('hex'); // 32 ASCII bytes
  const orders = new Map<string, { amount: number; notifyUrl: string; paid?: { transactionId: string; amount: number } }>();
  const rejected: string[] = [];
  const stats = { certDownloads: 0 };

  function sign(body: string, by: PlatformCert = platform) {
    const ts = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).sign(by.priv, 'base64');
    return { 'Wechatpay-Timestamp': ts, 'Wechatpay-Nonce': nonce, 'Wechatpay-Signature': signature, 'Wechatpay-Serial': by.serial };
  }

  function encrypt(plain: string, associatedData: string) {
    const nonce = randomBytes(6).toString('hex');
    const c = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    c.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([c.update(plain, 'utf8'), c.final(), c.getAuthTag()]).toString('base64');
    return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
  }

  function merchantSigned(method: string, url: string, auth: string | undefined, body: string): boolean {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(auth ?? '');
    if (!m) return false;
    const f = Object.fromEntries(
      m[1]!.split(',').map((kv) => {
        const i = kv.indexOf('=');
        return [kv.slice(0, i), kv.slice(i + 1).replace(/^"|"$/g, '')];
      }),
    );
    if (f.mchid !== mchId || f.serial_no !== serialNo) return false;
    return createVerify('RSA-SHA256')
      .update(`${method}\n${url}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`)
      .verify(merchant.pub, f.signature ?? '', 'base64');
  }

  const transaction = (no: string) => {
    const o = orders.get(no)!;
    return {
      appid: appId,
      mchid: mchId,
      out_trade_no: no,
      transaction_id: o.paid?.transactionId,
      trade_type: 'NATIVE',
      trade_state: o.paid ? 'SUCCESS' : 'NOTPAY',
      trade_state_desc: o.paid ? '支付成功' : '订单未支付',
      success_time: o.paid ? new Date().toISOString() : undefined,
      amount: { total: o.paid?.amount ?? o.amount, payer_total: o.paid?.amount ?? o.amount, currency: 'CNY', payer_currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    };
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        const text = JSON.stringify(json);
        res.writeHead(status, { 'content-type': 'application/json', ...sign(text) });
        res.end(text);
      };
      if (!merchantSigned(req.method!, req.url!, req.headers.authorization, body)) {
        rejected.push(req.url!);
        return send(401, { code: 'SIGN_ERROR', message: '签名错误' });
      }
      if (req.method === 'GET' && req.url === '/v3/certificates') {
        stats.certDownloads++;
        const iso = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00');
        return send(200, {
          data: issued.map((c) => ({
            serial_no: c.serial,
            effective_time: iso(c.notBefore),
            expire_time: iso(c.notAfter),
            encrypt_certificate: encrypt(c.cert, 'certificate'),
          })),
        });
      }
      if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
        const j = JSON.parse(body);
        if (j.mchid !== mchId || j.appid !== appId || !Number.isInteger(j.amount?.total))
          return send(400, { code: 'PARAM_ERROR', message: '参数错误' });
        const known = orders.get(j.out_trade_no);
        if (known?.paid) return send(400, { code: 'ORDERPAID', message: '该订单已支付' });
        orders.set(j.out_trade_no, { amount: j.amount.total, notifyUrl: j.notify_url });
        return send(200, { code_url: `weixin://wxpay/bizpayurl?pr=${Buffer.from(j.out_trade_no).toString('base64url')}` });
      }
      const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^?]+)\?mchid=(\d+)$/.exec(req.url!);
      if (req.method === 'GET' && q) {
        if (!orders.has(q[1]!)) return send(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        return send(200, transaction(q[1]!));
      }
      send(404, { code: 'NOT_FOUND', message: 'no such API' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The buyer scans and pays (possibly a different amount); returns the notification WeChat would send. */
  function pay(no: string, amount?: number, signedBy?: string) {
    const o = orders.get(no);
    if (!o) throw new Error(`fake wechat: no order ${no}`);
    o.paid = { transactionId: `4200000${Date.now()}${randomBytes(3).toString('hex')}`, amount: amount ?? o.amount };
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', ...encrypt(JSON.stringify(transaction(no)), 'transaction') },
    });
    const by = signedBy ? issued.find((c) => c.serial === signedBy)! : platform;
    return {
      body,
      headers: { 'content-type': 'application/json', ...sign(body, by) } as Record<string, string>,
      notifyUrl: o.notifyUrl,
      transactionId: o.paid.transactionId,
    };
  }

  /** WeChat issues a new platform certificate and signs with it from now on; the old one stays listed until it expires. */
  async function rotate(days = 365) {
    platform = await issueCert(days);
    issued.push(platform);
    return platform.serial;
  }

  return {
    url,
    orders,
    rejected,
    pay,
    rotate,
    stats,
    apiV3Key,
    /** Wechatpay-* headers for a body, signed with the certificate of `serial` (default: the current one). */
    signed: (body: string, serial?: string) =>
      sign(body, serial ? issued.find((c) => c.serial === serial)! : platform) as Record<string, string>,
    /** The platform certificate now signing, and every one issued. */
    current: () => platform,
    issued: () => [...issued],
    settings: { mchId, appId, serialNo, merchantKey: merchant.priv },
    /** The server's settings: no platform certificate given, it downloads them (`bootstrap` adds the env certificate). */
    env: (notifyUrl: string, o: { bootstrap?: boolean } = {}) => ({
      WECHAT_PAY_MCHID: mchId,
      WECHAT_PAY_APPID: appId,
      WECHAT_PAY_SERIAL_NO: serialNo,
      WECHAT_PAY_PRIVATE_KEY: merchant.priv,
      WECHAT_PAY_API_V3_KEY: apiV3Key,
      WECHAT_PAY_NOTIFY_URL: notifyUrl,
      WECHAT_PAY_BASE_URL: url,
      ...(o.bootstrap ? { WECHAT_PAY_PLATFORM_CERT: platform.cert, WECHAT_PAY_PLATFORM_SERIAL: platform.serial } : {}),
    }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
